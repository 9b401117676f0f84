import type { StepField } from './funnel-table';

/** A field of the step at `offset` from the one a relation is applied to. */
export interface RelationCell {
  field: StepField;
  offset: number;
}

/**
 * A relation `total = Σ parts` the counts obey, applied to each step it fits: the members counted in each part are
 * among those counted in the total, so a reader may take any part from the total, or add parts up.
 */
export interface FunnelRelation {
  name: string;
  total: RelationCell;
  parts: RelationCell[];
}

// The counters do not promise these as exact equalities (a member may still be on a step, paths branch), but
// someone reading the funnel may assume they are: treating them as exact makes the suppression hold either way.
/** The relations within a step and between a step and the next, as data. */
export const FUNNEL_RELATIONS: readonly FunnelRelation[] = [
  {
    name: 'who was sent to a step saved it, went back or left',
    total: { field: 'sent', offset: 0 },
    parts: [{ field: 'saved', offset: 0 }, { field: 'back', offset: 0 }, { field: 'left', offset: 0 }],
  },
  {
    name: "a step's time buckets add up to who saved it",
    total: { field: 'saved', offset: 0 },
    parts: [{ field: 'timeBuckets', offset: 0 }],
  },
  {
    name: 'who saved a step was sent to the next',
    total: { field: 'saved', offset: 0 },
    parts: [{ field: 'sent', offset: 1 }],
  },
];

/** The relation tying the last step to the submissions: who saved the last step submitted (its one part). */
export const SUBMITTED_RELATION_TOTAL: RelationCell = { field: 'saved', offset: 0 };
