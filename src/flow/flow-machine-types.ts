import type { Answers, StepAnswers } from './flow-types';
import type { FlowFacts } from './flow-facts';

/** What the server answers when an enrolment is submitted. */
export interface SubmitResult {
  patientState: string;
  destinations: { id: string; url: string }[];
  /** The booked first appointment, or null when none was booked. */
  appointment?: { start: string; end: string } | null;
  /** The member's chosen IANA zone, to show the appointment in. */
  timezone?: string;
  /** The flags the enrolment keeps; the done page follows them (redirectUnitToggle). */
  flags?: Record<string, boolean>;
}

/** The state a member's progress is kept in (and restored from local storage). */
export interface FlowProgress {
  enrolmentId?: string;
  stepId?: string;
  answers: Answers;
  drafts: Record<string, StepAnswers>;
  /** Of the steps a change asked again, the answers the server still holds (their drafts start from them). */
  kept?: Record<string, StepAnswers>;
  visited: string[];
  returnTo?: string;
}

/**
 * What the machine does outside itself, given with an actor's input rather than by `machine.provide()`: `provide`
 * builds the whole machine again (a long task on a slow phone), while one machine, built once per flow, serves every
 * actor with its own effects.
 */
export interface FlowPorts {
  startEnrolment(presets: Record<string, string>): Promise<{ enrolmentId: string }>;
  /** What a step must have before its answers apply (the code its dependants' rules need). */
  prepareSave(stepId: string): Promise<void>;
  submitEnrolment(answers: Answers): Promise<SubmitResult>;
  /** Queues the step's answers to be saved behind the member. */
  enqueueSave(stepId: string, answers: StepAnswers): void;
}

/** Input of the machine: the run-time facts plus any saved progress, and the actor's effects. */
export interface FlowMachineInput {
  flags: Record<string, boolean>;
  presets: Record<string, string>;
  today: string;
  progress?: FlowProgress;
  ports?: FlowPorts;
}

/** The machine's context. */
export interface FlowContext extends FlowProgress, Omit<FlowFacts, 'answers'> {
  target?: string;
  error?: string;
  result?: SubmitResult;
  ports?: FlowPorts;
}

/** Typed events: the only way components talk to the flow. */
export type FlowEvent =
  | { type: 'NEXT'; answers: StepAnswers }
  | { type: 'BACK' }
  | { type: 'CHANGE'; answers: StepAnswers }
  | { type: 'EDIT'; stepId: string }
  | { type: 'GO_TO'; stepId: string }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  /** The member's own calendar day, once the page knows it (in the zone she answered): ages are counted on it. */
  | { type: 'TODAY'; today: string }
  /** The server refused a save sent behind the member: `answers` are what it refused, `code` why. */
  | { type: 'SAVE_REFUSED'; stepId: string; answers: StepAnswers; code: string };
