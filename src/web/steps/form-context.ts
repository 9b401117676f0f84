import type { Answers } from '../../flow/flow-types';
import type { Slot } from '../../time/slot';

/** What widgets may read besides their own value: earlier answers, URL presets (the unit) and the slot loader. */
export interface FormContext {
  answers: Answers;
  presets: Record<string, string>;
  loadSlots: () => Promise<Slot[]>;
  /** The code of the last refused save (e.g. `slot_taken`); a change makes the slot picker load fresh slots. */
  lastError?: string;
}
