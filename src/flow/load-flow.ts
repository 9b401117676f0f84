import type { Flow, FlowConfig } from './flow-types';
import { normalizeFlow } from './normalize-flow';

/** Resolves flags: the flow's defaults, then run-time overrides of declared flags only. */
export function resolveFlags(flow: Flow, overrides: Record<string, boolean> = {}): Record<string, boolean> {
  return Object.fromEntries(
    Object.entries(flow.flags).map(([name, declaration]) => [name, overrides[name] ?? declaration.default]),
  );
}

/** The name of the flow's first field of type `country`, which decides the market. */
export function marketFieldOf(flow: Flow): string | undefined {
  for (const step of flow.steps) {
    const field = step.fields.find((f) => f.type === 'country');
    if (field) return field.name;
  }
  return undefined;
}

/** Normalises a checked flow file (check it first with check-flows; this trusts its shape). */
export function loadFlow(config: unknown): Flow {
  return normalizeFlow(config as FlowConfig);
}
