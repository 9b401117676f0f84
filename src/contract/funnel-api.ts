import { Type, type Static } from 'typebox';
import { mapOf } from './json-shapes';

const DAY = Type.String({ pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', maxLength: 10 });
// A count the suppression hid is null.
const COUNT = Type.Unsafe<number | null>({ type: ['integer', 'null'], minimum: 0 });

/** GET /staff/funnel: the flow version (its content hash) and the ISO week asked for. */
export const FunnelQuery = Type.Object({ version: Type.String({ minLength: 1, maxLength: 128 }), from: DAY, to: DAY }, { additionalProperties: false });

/** The suppressed per-step counts of one flow version over one week. */
export const FunnelAnswer = Type.Object({
  version: Type.String(), from: DAY, to: DAY,
  steps: Type.Array(Type.Object({ stepId: Type.String(), sent: COUNT, saved: COUNT, back: COUNT, left: COUNT, timeBuckets: mapOf(COUNT) })),
  submitted: COUNT,
});

/** A flow version that has funnel counts: the content hash enrolments record, and the label it was published under. */
export const FunnelVersion = Type.Object({ version: Type.String(), label: Type.Unsafe<string | null>({ type: ['string', 'null'] }) });
export type FunnelVersion = Static<typeof FunnelVersion>;

/** GET /staff/funnel/versions. */
export const FunnelVersions = Type.Object({ versions: Type.Array(FunnelVersion) });
