import { useEffect, useRef, type RefObject } from 'react';
import type { FlowEvent } from '../../flow/flow-machine-types';
import { stepFromPath, stepPath } from './step-url';

/** What the hook needs of the flow actor: sending GO_TO and reading the current step. */
interface StepActor {
  send: (event: FlowEvent) => void;
  getSnapshot: () => { context: { stepId?: string } };
}

/**
 * Keeps the address in step with the machine: each step has its own URL (pushed, or replaced on the first
 * render), focus moves to the heading on a new step, and on the first one when it was `restored` from saved progress
 * (unless an error shown there holds it), and back/forward ask the machine to go there (a step it refuses puts the
 * address back).
 */
export function useStepUrl(actor: StepActor, stepId: string | undefined, heading: RefObject<HTMLHeadingElement | null>, errorShown?: RefObject<boolean>, restored = false): void {
  const firstRender = useRef(true);
  useEffect(() => {
    if (!stepId) return;
    const want = stepPath(stepId, window.location.search);
    if (`${window.location.pathname}${window.location.search}` !== want) {
      if (firstRender.current) window.history.replaceState(null, '', want);
      else window.history.pushState(null, '', want);
    }
    if ((!firstRender.current || restored) && errorShown?.current !== true) heading.current?.focus();
    firstRender.current = false;
  }, [stepId, heading, errorShown, restored]);

  useEffect(() => {
    const onPop = () => {
      const requested = stepFromPath(window.location.pathname);
      if (requested) actor.send({ type: 'GO_TO', stepId: requested });
      const current = actor.getSnapshot().context.stepId;
      if (current && current !== requested) window.history.replaceState(null, '', stepPath(current, window.location.search));
    };
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, [actor]);
}
