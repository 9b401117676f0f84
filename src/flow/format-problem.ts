import type { FlowConfig } from './flow-types';
import type { FlowProblem } from './flow-problem';
import { locate, type SourceLocation } from './source-locations';

/** Adds the line and column of each problem's pointer, and the id of its step and name of its field. */
export function placeProblems(problems: FlowProblem[], flow: FlowConfig | undefined, locations: ReadonlyMap<string, SourceLocation> | undefined): FlowProblem[] {
  return problems.map((problem) => {
    const placed: FlowProblem = { ...problem };
    const at = locations === undefined ? undefined : locate(locations, problem.pointer);
    if (at && placed.line === undefined) Object.assign(placed, at);
    const [, stepIndex, fieldIndex] = /^\/steps\/(\d+)(?:\/fields\/(\d+))?/.exec(problem.pointer) ?? [];
    const step = stepIndex === undefined ? undefined : flow?.steps?.[Number(stepIndex)];
    if (typeof step?.id === 'string') placed.stepId = step.id;
    const field = fieldIndex === undefined ? undefined : step?.fields?.[Number(fieldIndex)];
    if (typeof field?.name === 'string') placed.fieldName = field.name;
    return placed;
  });
}

/** One line for a person: `file:line:column: step 'id', field 'name': code: how to fix it`. */
export function formatProblem(file: string, problem: FlowProblem): string {
  const place = problem.line === undefined ? `${file}: ${problem.pointer || '/'}` : `${file}:${problem.line}:${problem.column ?? 1}`;
  const names = [problem.stepId === undefined ? '' : `step '${problem.stepId}'`, problem.fieldName === undefined ? '' : `field '${problem.fieldName}'`].filter(Boolean).join(', ');
  return `${place}: ${names ? `${names}: ` : ''}${problem.code}: ${problem.message}`;
}
