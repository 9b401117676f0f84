import onboarding from '../../flows/onboarding.json';
import heardAbout from '../fixtures/heard-about-step.json';
import type { FlowConfig, StepConfig } from '../../src/flow/flow-types';

/** The step after which the example choice step goes (the end of the demographics). */
export const CHOICE_STEP_AFTER = 'about-you';

/**
 * The shipped flow with the guide's example step (test/fixtures/heard-about-step.json: a single choice, a
 * multiple choice and a pattern with its message) after the demographics; a fresh copy each call, to mutate.
 */
export function choiceFlow(): FlowConfig {
  const flow = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  const at = flow.steps.findIndex((step) => step.id === CHOICE_STEP_AFTER);
  flow.steps.splice(at + 1, 0, JSON.parse(JSON.stringify(heardAbout)) as StepConfig);
  return flow;
}
