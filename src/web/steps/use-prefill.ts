import { useCallback, useEffect, useState } from 'react';
import type { Answers, Flow, Step, StepAnswers } from '../../flow/flow-types';
import type { LocalStore } from '../../platform/local-store';
import { forgetRememberedChoices, readRememberedChoices, writeRememberedChoices, type RememberedChoices } from '../../platform/prefill-store';
import { choicesToRemember, prefilledDraft } from './prefill';

/** The remembered choices as the flow uses them: a step's pre-selected answers, "Not you? Clear", and remembering at submit. */
export interface Prefill {
  /** The step's pre-selected answers from an earlier visit, or undefined. */
  draftFor: (step: Step, answers: Answers) => StepAnswers | undefined;
  /** Forgets the remembered choices on this device; `stepId` is where the member cleared them. */
  clear: (stepId: string) => void;
  /** The step the member cleared the choices on, if they did. */
  clearedOn: string | undefined;
  /** Keeps a submitted enrolment's remembered choices for the next one on this device. */
  remember: (answers: Answers) => void;
}

/**
 * fingerprintPrefill: with the flag on, a new enrolment offers the language, country, region and zone
 * the last enrolment on this device submitted, pre-selected but not saved until the member continues; with it off
 * nothing is remembered, and what an earlier setting left is forgotten.
 */
export function usePrefill(flow: Flow, store: LocalStore, enabled: boolean): Prefill {
  const [remembered, setRemembered] = useState<RememberedChoices>(() => (enabled ? readRememberedChoices(store) : {}));
  const [clearedOn, setClearedOn] = useState<string>();

  useEffect(() => {
    if (!enabled) forgetRememberedChoices(store);
  }, [enabled, store]);

  const draftFor = useCallback((step: Step, answers: Answers) => (enabled ? prefilledDraft(flow, step, answers, remembered) : undefined), [enabled, flow, remembered]);
  const clear = useCallback(
    (stepId: string) => {
      forgetRememberedChoices(store);
      setRemembered({});
      setClearedOn(stepId);
    },
    [store],
  );
  const remember = useCallback((answers: Answers) => (enabled ? writeRememberedChoices(store, choicesToRemember(flow, answers)) : undefined), [enabled, flow, store]);
  return { draftFor, clear, clearedOn, remember };
}
