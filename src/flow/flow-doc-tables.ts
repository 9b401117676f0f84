import type { Flow } from './flow-types';
import { conditionText } from './condition-text';
import { conditionFlags } from './evaluate-condition';

/** Every flag of the flow with its default and what reads it in the flow (nothing: only the code reads it). */
export function flagTable(flow: Flow): string[] {
  const readers = (flag: string) =>
    flow.steps.flatMap((step) => [
      ...(conditionFlags(step.when).includes(flag) ? [`step ${step.id}`] : []),
      ...step.fields.filter((f) => conditionFlags(f.when).includes(flag)).map((f) => `field ${f.name} (${step.id})`),
    ]);
  return [
    '| flag | default | shows | description |',
    '| --- | --- | --- | --- |',
    ...Object.entries(flow.flags).map(([flag, declared]) => `| \`${flag}\` | ${String(declared.default)} | ${readers(flag).join(', ') || 'no step or field: read by the code'} | ${declared.description ?? ''} |`),
  ];
}

/** Every consent field, its step, and the flags it sits behind (none: always asked on its step's path). */
export function consentTable(flow: Flow): string[] {
  return [
    '| consent | step | flags | shows when |',
    '| --- | --- | --- | --- |',
    ...flow.steps.flatMap((step) => step.fields.filter((f) => f.type === 'consent').map((f) => {
      const flags = [...new Set([...conditionFlags(step.when), ...conditionFlags(f.when)])];
      const when = [step.when, f.when].filter(Boolean).map((c) => conditionText(c)).join(' and ') || 'always';
      return `| \`${f.name}\` | ${step.id} | ${flags.map((x) => `\`${x}\``).join(', ') || 'none'} | ${when} |`;
    })),
  ];
}
