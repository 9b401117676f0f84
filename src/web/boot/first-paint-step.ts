import { useEffect, useMemo, useState } from 'react';
import type { FlowFacts } from '../../flow/flow-facts';
import type { FlowEvent } from '../../flow/flow-machine-types';
import type { Flow, Step, StepAnswers } from '../../flow/flow-types';
import { resolveTarget } from '../../flow/flow-navigation';
import { findStep } from '../../flow/normalize-flow';
import { answersFromFormEntries } from '../../flow/answers-from-form-entries';
import { visibleFields } from '../../flow/reachability';
import type { EarlyInput } from './early-input';

/** What the member did on the first step before the enrolment had started. */
interface EarlyAnswers {
  answers: StepAnswers;
  next: boolean;
}

/** The first step while the enrolment starts: shown, editable and submittable without waiting for the server. */
export interface StartingStep {
  /** The step to show while starting (the one the machine will land on), else undefined. */
  step: Step | undefined;
  /** The answers given meanwhile. */
  draft: StepAnswers | undefined;
  /** True once the member pressed Continue and the start is still under way. */
  waiting: boolean;
  onChange: (answers: StepAnswers) => void;
  onNext: (answers: StepAnswers) => void;
  /** Continue was pressed before the code arrived: the form presses it again once hydrated, with its own validation. */
  submitOnMount: boolean;
}

/**
 * Keeps the first step usable while the enrolment starts: the page shows it at first paint (prerendered,
 * then hydrated with the same markup), so the start must not hide it behind "loading". Answers and a Continue given
 * meanwhile, and what the member did on the page before the code arrived, are kept and handed to the machine as soon
 * as it reaches the step.
 */
export function useStartingStep(flow: Flow, facts: FlowFacts, starting: boolean, stepId: string | undefined, actor: { send: (event: FlowEvent) => void }, initial?: EarlyInput): StartingStep {
  const firstId = useMemo(() => resolveTarget(flow, facts, undefined), [flow, facts]);
  // What the member did on the prerendered step before the code arrived is the step's first draft.
  const [early, setEarly] = useState<EarlyAnswers | undefined>(() => {
    const step = findStep(flow, firstId);
    const answers = initial && step ? answersFromFormEntries(visibleFields(step, facts), initial.entries) : {};
    return Object.keys(answers).length > 0 ? { answers, next: false } : undefined;
  });

  useEffect(() => {
    if (!early || stepId === undefined) return;
    if (stepId === firstId) {
      actor.send({ type: 'CHANGE', answers: early.answers });
      if (early.next) actor.send({ type: 'NEXT', answers: early.answers });
    }
    setEarly(undefined);
  }, [early, stepId, firstId, actor]);

  return {
    step: starting ? findStep(flow, firstId) : undefined,
    draft: early?.answers,
    waiting: early?.next === true,
    onChange: (answers) => setEarly({ answers, next: false }),
    onNext: (answers) => setEarly({ answers, next: true }),
    submitOnMount: starting && initial?.submitted === true,
  };
}
