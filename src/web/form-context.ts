import type { Answers } from '../flow/flow-types';
import type { Slot } from '../time/slot';

/** What widgets may read besides their own value: earlier answers and the slot loader. */
export interface FormContext {
  answers: Answers;
  loadSlots: () => Promise<Slot[]>;
}
