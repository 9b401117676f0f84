import type { StepField } from './funnel-table';

/** One term of a relation: a coefficient times a field of the step at `offset` from the current one. */
export interface RelationTerm {
  coefficient: number;
  field: StepField;
  offset: number;
}

/** A linear relation `Σ coefficient × cell = 0` the counts obey, applied to each step it fits. */
export interface FunnelRelation {
  name: string;
  terms: RelationTerm[];
}

// The counters do not promise these as exact equalities (a member may still be on a step, paths branch), but
// someone reading the funnel may assume they are: treating them as exact makes the suppression hold either way.
/** The relations within a step and between a step and the next, as data. */
export const FUNNEL_RELATIONS: readonly FunnelRelation[] = [
  {
    name: 'who was sent to a step saved it, went back or left',
    terms: [
      { coefficient: 1, field: 'sent', offset: 0 },
      { coefficient: -1, field: 'saved', offset: 0 },
      { coefficient: -1, field: 'back', offset: 0 },
      { coefficient: -1, field: 'left', offset: 0 },
    ],
  },
  {
    name: "a step's time buckets add up to who saved it",
    terms: [
      { coefficient: 1, field: 'saved', offset: 0 },
      { coefficient: -1, field: 'timeBuckets', offset: 0 },
    ],
  },
  {
    name: 'who saved a step was sent to the next',
    terms: [
      { coefficient: 1, field: 'saved', offset: 0 },
      { coefficient: -1, field: 'sent', offset: 1 },
    ],
  },
];

/** The relation tying the last step to the submissions: who saved the last step submitted. */
export const SUBMITTED_RELATION: FunnelRelation = {
  name: 'who saved the last step submitted',
  terms: [{ coefficient: 1, field: 'saved', offset: 0 }],
};
