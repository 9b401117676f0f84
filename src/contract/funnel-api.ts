import { Type, type Static } from 'typebox';
import { mapOf } from './json-shapes';

const DAY = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
// A count the suppression hid is null.
const COUNT = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 });
const FLOW_HASH = { type: 'string', minLength: 1, maxLength: 128 } as const;
// The names a console page of the previous release sends and reads; taken and given for one release more.
const PREVIOUS = 'The previous name of `flowHash`, accepted and sent for one release; use `flowHash`.';

/**
 * GET /staff/funnel: the flow (by its flow hash) and the ISO week asked for. `flowHash` is required: the handler
 * refuses a request naming no flow with the error the schema gave while `version` was the required name.
 */
export const FunnelQuery = Type.Object({
  flowHash: Type.Optional(Type.String({ ...FLOW_HASH, description: 'The flow hash of the flow counted, as GET /staff/funnel/versions lists it (required)' })),
  version: Type.Optional(Type.String({ ...FLOW_HASH, deprecated: true, description: PREVIOUS })),
  from: DAY, to: DAY,
}, { additionalProperties: false });
export type FunnelQuery = Static<typeof FunnelQuery>;

/** The suppressed per-step counts of one flow over one week. */
export const FunnelAnswer = Type.Object({
  flowHash: Type.String(), version: Type.String({ deprecated: true, description: PREVIOUS }), from: DAY, to: DAY,
  steps: Type.Array(Type.Object({ stepId: Type.String(), sent: COUNT, saved: COUNT, back: COUNT, left: COUNT, timeBuckets: mapOf(COUNT) })),
  submitted: COUNT,
});

/** A flow that has funnel counts: its flow hash, and the flow version (label) it was published under. */
export const FunnelFlow = Type.Object({
  flowHash: Type.String(), flowVersion: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  version: Type.String({ deprecated: true, description: PREVIOUS }),
  label: Type.Unsafe<string | null>({ type: ['string', 'null'], deprecated: true, description: 'The previous name of `flowVersion`, sent for one release; read `flowVersion`.' }),
});
export type FunnelFlow = Static<typeof FunnelFlow>;

/** GET /staff/funnel/versions. */
export const FunnelFlows = Type.Object({ versions: Type.Array(FunnelFlow) });
