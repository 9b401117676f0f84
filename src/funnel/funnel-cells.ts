import type { FunnelStepCounts, FunnelTable, StepField, SuppressedFunnel } from './funnel-table';
import { FunnelCountError } from './funnel-count-error';
import { FUNNEL_RELATIONS, SUBMITTED_RELATION, type RelationTerm } from './funnel-relations';

/** A funnel flattened to a list of counts and the linear equations (dense rows, `row · cells = 0`) they obey. */
export interface FunnelCells {
  values: number[];
  equations: number[][];
  /** The funnel again, with `shown[i] === false` cells as `null`. */
  rebuild: (shown: readonly boolean[]) => SuppressedFunnel;
}

/** Where each step's cells sit in the flat list. */
interface StepIndex {
  field: Record<Exclude<StepField, 'timeBuckets'>, number>;
  buckets: [string, number][];
}

const cellsOfField = (index: StepIndex, field: StepField): number[] =>
  field === 'timeBuckets' ? index.buckets.map(([, at]) => at) : [index.field[field]];

/** Flattens a funnel and writes out the relations of `funnel-relations.ts` as equations over its cells. */
export function funnelCells(table: FunnelTable): FunnelCells {
  const values: number[] = [];
  const push = (value: number, cell: string) => {
    if (!Number.isInteger(value) || value < 0) throw new FunnelCountError(cell, value);
    return values.push(value) - 1;
  };
  const indexes: StepIndex[] = table.steps.map((step) => {
    const named = (field: string) => `step ${step.stepId} ${field}`;
    return {
      field: { sent: push(step.sent, named('sent')), saved: push(step.saved, named('saved')), back: push(step.back, named('back')), left: push(step.left, named('left')) },
      buckets: Object.entries(step.timeBuckets).map(([bucket, n]): [string, number] => [bucket, push(n, named(`time bucket ${bucket}`))]),
    };
  });
  const submitted = push(table.submitted, 'submitted');

  const equations: number[][] = [];
  const addEquation = (terms: RelationTerm[], at: number, extra: [number, number][] = []) => {
    const row = new Array<number>(values.length).fill(0);
    for (const term of terms) {
      for (const cell of cellsOfField(indexes[at + term.offset], term.field)) row[cell] = (row[cell] ?? 0) + term.coefficient;
    }
    for (const [cell, coefficient] of extra) row[cell] = (row[cell] ?? 0) + coefficient;
    if (row.some((c) => c !== 0)) equations.push(row);
  };
  indexes.forEach((_, at) => {
    for (const relation of FUNNEL_RELATIONS) {
      if (relation.terms.every((t) => at + t.offset < indexes.length)) addEquation(relation.terms, at);
    }
  });
  if (indexes.length > 0) addEquation(SUBMITTED_RELATION.terms, indexes.length - 1, [[submitted, -1]]);

  const rebuild = (shown: readonly boolean[]): SuppressedFunnel => {
    const cell = (at: number) => (shown[at] ? (values[at]) : null);
    return {
      version: table.version,
      from: table.from,
      to: table.to,
      steps: table.steps.map((step: FunnelStepCounts<number>, s): FunnelStepCounts<number | null> => {
        const index = indexes[s];
        return {
          stepId: step.stepId,
          sent: cell(index.field.sent),
          saved: cell(index.field.saved),
          back: cell(index.field.back),
          left: cell(index.field.left),
          timeBuckets: Object.fromEntries(index.buckets.map(([bucket, at]) => [bucket, cell(at)])),
        };
      }),
      submitted: cell(submitted),
    };
  };
  return { values, equations, rebuild };
}
