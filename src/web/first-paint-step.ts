import { useEffect, useMemo, useState } from 'react';
import type { EvalContext } from '../flow/eval-context';
import type { FlowEvent } from '../flow/flow-machine-types';
import type { Flow, Step, StepAnswers } from '../flow/flow-types';
import { resolveTarget } from '../flow/flow-navigation';
import { findStep } from '../flow/normalize-flow';

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
}

/**
 * Keeps the first step usable while the enrolment starts (issue 11): the page shows it at first paint (prerendered,
 * then hydrated with the same markup), so the start must not hide it behind "loading". Answers and a Continue given
 * meanwhile are kept and handed to the machine as soon as it reaches the step.
 */
export function useStartingStep(flow: Flow, ctx: EvalContext, starting: boolean, stepId: string | undefined, actor: { send: (event: FlowEvent) => void }): StartingStep {
  const [early, setEarly] = useState<EarlyAnswers>();
  const firstId = useMemo(() => resolveTarget(flow, ctx, undefined), [flow, ctx]);

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
  };
}
