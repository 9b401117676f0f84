import type { Answers } from '../flow/flow-types';
import type { Slot } from '../time/slot';

/** What widgets may read besides their own value: earlier answers, URL presets (the unit) and the slot loader. */
export interface FormContext {
  answers: Answers;
  presets: Record<string, string>;
  loadSlots: () => Promise<Slot[]>;
}
