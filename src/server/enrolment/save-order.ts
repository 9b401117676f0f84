import { ApiError } from '../http/api-error';

/** The largest Save-Sequence accepted: the largest integer a page's number holds exactly (2^53 − 1). */
export const MAX_SAVE_SEQUENCE = Number.MAX_SAFE_INTEGER;

/** 400 `invalid_save_sequence`: a Save-Sequence header that is not a positive integer up to 2^53 − 1. */
export class SaveSequenceError extends ApiError {
  constructor() {
    super(400, 'invalid_save_sequence', `The Save-Sequence header must be one positive integer in decimal digits, at most ${MAX_SAVE_SEQUENCE}; send the save's place in the member's order, or no header.`);
    this.name = 'SaveSequenceError';
  }
}

/** 409 `stale_save`: a newer save of the enrolment was applied already; `saveSequence` is the highest acknowledged. */
export class StaleSaveError extends ApiError {
  constructor(sequence: number, acknowledged: number) {
    super(409, 'stale_save', `Save ${sequence} is older than save ${acknowledged}, which was applied already; the newer answers stand, so this save is done. Number further saves after ${acknowledged}.`, undefined, { saveSequence: acknowledged });
    this.name = 'StaleSaveError';
  }
}

/** The Save-Sequence header as a number; undefined when absent (saves without one are applied unordered, as before). */
export function parseSaveSequence(header: string | string[] | undefined): number | undefined {
  if (header === undefined) return undefined;
  // A repeated header (an array, or one joined by a proxy with commas) is no single place in the order.
  if (typeof header !== 'string' || !/^[1-9][0-9]{0,15}$/.test(header)) throw new SaveSequenceError();
  const sequence = Number(header);
  if (sequence > MAX_SAVE_SEQUENCE) throw new SaveSequenceError();
  return sequence;
}

/** What a step save answers, and what a repeated save with the same Idempotency-Key answers again. */
export interface SaveAnswer {
  stepId: string;
  saved: true;
  /** The highest Save-Sequence the server acknowledged for the enrolment (0 before any). */
  saveSequence: number;
}
