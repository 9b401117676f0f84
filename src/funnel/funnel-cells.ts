import type { FunnelStepCounts, FunnelTable, StepField, SuppressedFunnel } from './funnel-table';
import { FunnelCountError } from './funnel-count-error';
import { FUNNEL_RELATIONS, SUBMITTED_RELATION_TOTAL } from './funnel-relations';

/** One relation `total = Σ parts` written over cell positions. */
export interface CellRelation {
  total: number;
  parts: number[];
}

/** A funnel flattened to a list of counts, the relations between them and the same as dense equations (`row · cells = 0`). */
export interface FunnelCells {
  values: number[];
  relations: CellRelation[];
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

/** Flattens a funnel and writes out the relations of `funnel-relations.ts` over its cells. */
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

  const relations: CellRelation[] = [];
  indexes.forEach((_, at) => {
    for (const relation of FUNNEL_RELATIONS) {
      if ([relation.total, ...relation.parts].some((cell) => at + cell.offset >= indexes.length)) continue;
      const parts = relation.parts.flatMap((cell) => cellsOfField(indexes[at + cell.offset], cell.field));
      // A step without time buckets says nothing about how its saves split.
      if (parts.length > 0) relations.push({ total: cellsOfField(indexes[at + relation.total.offset], relation.total.field)[0], parts });
    }
  });
  const last = indexes[indexes.length - 1];
  if (last) relations.push({ total: cellsOfField(last, SUBMITTED_RELATION_TOTAL.field)[0], parts: [submitted] });
  const equations = relations.map(({ total, parts }) => {
    const row = new Array<number>(values.length).fill(0);
    row[total] += 1;
    for (const part of parts) row[part] -= 1;
    return row;
  });

  const rebuild = (shown: readonly boolean[]): SuppressedFunnel => {
    const cell = (at: number) => (shown[at] ? values[at] : null);
    return {
      flowHash: table.flowHash,
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
  return { values, relations, equations, rebuild };
}
