import { useActorRef, useSelector } from '@xstate/react';
import { Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow, StepAnswers } from '../../flow/flow-types';
import { marketFieldOf, resolveFlags } from '../../flow/load-flow';
import { findStep } from '../../flow/normalize-flow';
import { previousStepId } from '../../flow/reachability';
import { progressPosition } from '../../flow/progress-position';
import type { FlowFacts } from '../../flow/flow-facts';
import { asksConsent, shownKey, speaksToGuardian } from '../../flow/minors';
import { isUnit } from '../../reference/units';
import { arrivalOf } from '../../reference/referral';
import type { AppServices } from './app-services';
import type { RuntimeConfig } from './runtime-config';
import { ActionError } from '../notices/action-error';
import { flowMachineOf, flowPorts, reportRefusal, type ServerFailure } from '../session/flow-actors';
import { readAfterSaves, resumeAfterSaves, useLeaveGuard, useSaveRefusals, useSaveSender } from '../session/use-save-queue';
import { SaveQueueStatus } from '../session/save-queue-status';
import { startOver } from '../session/start-over';
import { PageHeader } from '../ui/page-header';
import { useStepUrl } from '../steps/use-step-url';
import { readProgress, writeProgress } from '../session/progress-store';
import type { SubmitResult } from '../../flow/flow-machine-types';
import { LazyReviewPage } from './lazy-review-page';
import { StepForm } from '../steps/step-form';
import { loadPhoneLibrary } from '../steps/phone-library';
import { localToday, stepFromPath } from '../steps/step-url';
import type { FormContext } from '../steps/form-context';
import type { ValidationFailure } from '../steps/validation-failures';
import { useStartingStep } from './first-paint-step';
import type { EarlyInput } from './early-input';
import { CONTINUE_NAME } from '../../reference/native-submission';
import { PrefillNotice } from '../steps/prefill-notice';
import { usePrefill } from '../steps/use-prefill';
import { ContinueLater, continueLaterCanWork } from '../resume/continue-later';
import { createResumeApi } from '../../platform/resume-api';
import { warmReferenceLists } from '../steps/warm-reference-lists';
import { useMemberToday } from './use-member-today';

/** The review's Submit button, which its skip link moves focus to. */
const SUBMIT_ID = 'review-submit';

/** Where the page is: the browser's location, or the address the build prerenders for. */
export type PageAddress = Pick<Location, 'pathname' | 'search'>;

/** The onboarding app: the flow machine owns where the member is; this component shows it and keeps the URL in step. */
export function App(props: { flow: Flow; config: RuntimeConfig; services: AppServices; onDone: (result: SubmitResult) => void; address?: PageAddress; early?: EarlyInput; holding?: boolean }) {
  const { flow, config, services, onDone } = props;
  // The page's address; the build's prerender (scripts/build/prerender.ts) passes the one it renders for.
  const address = props.address ?? window.location;
  const { api, store, analytics, logger } = services;
  const { t, i18n } = useTranslation();
  const [failure, setFailure] = useState<ServerFailure>();
  // Saves go behind the member, in order (src/platform/save-sender.ts); a refused one brings them back to its step.
  const saves = useSaveSender(api, store);
  // The machine is built once per flow (at start-up, src/web/boot/start-app.tsx); this page's effects go with the input.
  const machine = flowMachineOf(flow);
  const input = useMemo(() => {
    const unit = new URLSearchParams(address.search).get('unit');
    // A bogus `ref` is ignored: the member gets the standard documents.
    const ref = arrivalOf(address.search);
    const presets: Record<string, string> = { ...(isUnit(unit) ? { unit } : {}), ...(ref ? { ref } : {}) };
    const progress = readProgress(store, config.flowHash ?? flow.version);
    const requested = stepFromPath(address.pathname);
    return {
      // A member mid-flow keeps the flags their enrolment started with; the page's config is for new ones.
      flags: progress?.flags ?? resolveFlags(flow, config.flags),
      // The enrolment's own presets when the server gave them (another device's address has no unit).
      presets: progress?.presets ?? presets,
      today: localToday(new Date()),
      progress: progress ? { ...progress, stepId: requested && progress.visited.includes(requested) ? requested : progress.stepId } : undefined,
      ports: flowPorts(flow, api, analytics, () => i18n.language, setFailure, loadPhoneLibrary, saves),
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the address is read once, at the start
  }, [flow, config, store]);
  const actor = useActorRef(machine, { input });
  useSaveRefusals(saves, actor, useCallback((stepId: string, error: unknown) => reportRefusal(analytics, setFailure, stepId, error), [analytics]));
  useLeaveGuard(store);
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const starting = snapshot.matches('starting');
  // Ages count on the member's day in the zone she answered, as the server counts them; the browser's before that.
  const memberToday = useMemberToday(flow, context.answers, marketFieldOf(flow));
  const today = memberToday.day ?? context.today;
  useEffect(() => {
    if (today !== context.today) actor.send({ type: 'TODAY', today });
  }, [actor, today, context.today]);
  const facts: FlowFacts = useMemo(
    () => ({ flags: context.flags, presets: context.presets, answers: context.answers, today, marketField: marketFieldOf(flow) }),
    [context.flags, context.presets, context.answers, today, flow],
  );
  // The enrolment starts in the background: the first step is shown and usable meanwhile.
  const early = useStartingStep(flow, facts, starting, context.stepId, actor, props.early);
  const busy = starting ? early.waiting : snapshot.hasTag('busy');
  // The shell is asking the server whether the enrolment went on elsewhere (the member came back to this page):
  // nothing moves on until it knows.
  const held = busy || props.holding === true;
  const step = context.stepId ? findStep(flow, context.stepId) : early.step;
  // A minor's consent steps speak to the guardian; while her day is being counted, a consent step waits to be shown.
  const toGuardian = step !== undefined && speaksToGuardian(flow, facts, step);
  const counting = memberToday.waiting && step !== undefined && asksConsent(step);
  // fingerprintPrefill: choices an earlier enrolment on this device left, offered until answered or cleared.
  const prefill = usePrefill(flow, store, context.flags.fingerprintPrefill === true);
  const { remember } = prefill;
  const ownDraft = step ? (starting ? early.draft : context.drafts[step.id] ?? context.answers[step.id]) : undefined;
  const { draftFor } = prefill;
  const prefilled = useMemo(() => (step && ownDraft === undefined ? draftFor(step, context.answers) : undefined), [step, ownDraft, draftFor, context.answers]);

  useEffect(() => {
    if (context.result) {
      remember(context.answers);
      onDone(context.result);
    } else if (context.enrolmentId) writeProgress(store, config.flowHash ?? flow.version, { enrolmentId: context.enrolmentId, stepId: context.stepId, answers: context.answers, drafts: context.drafts, kept: context.kept, visited: context.visited, returnTo: context.returnTo }, context.flags, context.presets);
  }, [store, onDone, remember, config.flowHash, flow.version, context.flags, context.presets, context.result, context.enrolmentId, context.stepId, context.answers, context.drafts, context.kept, context.visited, context.returnTo]);

  const heading = useRef<HTMLHeadingElement>(null);
  // A step reached because of an error (a submit naming a step) keeps focus on the error, not the heading.
  const errorShown = useRef(false);
  errorShown.current = context.error !== undefined;
  // A step restored from saved progress (a reload, a continue-later link) is a step reached, as much as a Continue is.
  useStepUrl(actor, context.stepId, heading, errorShown, input.progress !== undefined);

  useEffect(() => {
    if (!context.stepId) return;
    analytics.track({ name: 'step_viewed', step: context.stepId });
    logger.setStep(context.stepId);
  }, [analytics, logger, context.stepId]);

  // The country list is built while the member reads, not when they press Continue into its step.
  useEffect(() => warmReferenceLists(i18n.language), [i18n.language]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = `${step ? t(step.titleKey) : t('app.loading')} – ${t('app.title')}`;
  }, [i18n.language, step, t]);

  const restart = useCallback(() => startOver(store), [store]);
  const resumeApi = useMemo(() => resumeAfterSaves(createResumeApi(config.apiBase), saves), [config.apiBase, saves]);
  // Fields the server refused on this step are shown in the form (inline and in the error summary, which takes focus);
  // any other failure is a message just above the buttons the member pressed.
  const stepFailure = failure && context.error === failure.code && failure.stepId === step?.id ? failure : undefined;
  const fieldErrors = stepFailure && stepFailure.fields.length > 0 ? stepFailure.fields : undefined;
  const retry = useCallback(() => actor.send({ type: 'RETRY' }), [actor]);
  const startFailed = snapshot.matches('startFailed');
  const actionError = useMemo(
    () => (context.error && !fieldErrors && !startFailed ? <ActionError code={context.error} onStartAgain={restart} onRetry={retry} /> : null),
    [context.error, fieldErrors, startFailed, restart, retry],
  );
  // The slots depend on saved answers (the zone, the country): they are read once the queue has sent them.
  const loadSlots = useCallback(() => readAfterSaves(saves, () => api.slots()), [saves, api]);
  const formContext: FormContext = useMemo(() => ({ answers: context.answers, presets: context.presets, loadSlots, lastError: context.error }), [context.answers, context.presets, context.error, loadSlots]);
  const onInvalid = useCallback(
    (stepId: string, failures: ValidationFailure[]) => {
      for (const failure of failures) analytics.track({ name: 'validation_failed', step: stepId, ...failure, source: 'browser' });
    },
    [analytics],
  );
  const position = progressPosition(flow, facts, step?.id);
  const canGoBack = step !== undefined && previousStepId(flow, facts, step.id) !== undefined && !context.result;
  // The step's form keeps its props while nothing it shows changes (the enrolment starting behind it, a save's
  // status), so its memo skips rendering rjsf's whole form again, long work on a slow phone.
  const latest = useRef({ starting, early });
  latest.current = { starting, early };
  const onStepChange = useCallback((answers: StepAnswers) => (latest.current.starting ? latest.current.early.onChange(answers) : actor.send({ type: 'CHANGE', answers })), [actor]);
  const onStepNext = useCallback((answers: StepAnswers) => (latest.current.starting ? latest.current.early.onNext(answers) : actor.send({ type: 'NEXT', answers })), [actor]);
  const stepId = step?.id;
  const onStepInvalid = useCallback((failures: ValidationFailure[]) => (stepId ? onInvalid(stepId, failures) : undefined), [onInvalid, stepId]);
  const goBack = useCallback(() => actor.send({ type: 'BACK' }), [actor]);
  const continueLabel = busy ? t('app.saving') : t('app.continue');
  const backLabel = t('app.back');
  const formActions = useMemo(
    () => (
      <>
        {actionError}
        <div className="actions">
          <button type="submit" name={CONTINUE_NAME} value={stepId} className="button" disabled={held}>{continueLabel}</button>
          {canGoBack ? <button type="button" className="button button-secondary" disabled={busy} onClick={goBack}>{backLabel}</button> : null}
        </div>
      </>
    ),
    [actionError, stepId, busy, held, continueLabel, canGoBack, goBack, backLabel],
  );

  return (
    <>
      <PageHeader />
      <main id="main" className="main">
        {step && position ? <p className="progress">{position.total === undefined ? t('app.progressOpen', { current: position.current }) : t('app.progress', { current: position.current, total: position.total })}</p> : null}
        <SaveQueueStatus saves={saves} />
        <h1 ref={heading} tabIndex={-1}>{step ? t(step.titleKey) : t('app.title')}</h1>
        {step?.introKey && !counting ? <p className="intro">{t(shownKey(step.introKey, toGuardian))}</p> : null}
        {step?.kind === 'form' ? <PrefillNotice shown={prefilled !== undefined} cleared={prefill.clearedOn === step.id} onClear={() => prefill.clear(step.id)} /> : null}
        {snapshot.matches('startFailed') && context.error ? <ActionError code={context.error} onStartAgain={restart} onRetry={retry} /> : null}
        {!step || counting ? <p role="status">{t('app.loading')}</p> : null}
        {step?.kind === 'form' && !counting ? (
          // A later step whose validator has not arrived waits here (src/web/steps/step-validators.ts).
          <Suspense fallback={null}>
            <StepForm
              key={step.id}
              step={step}
              facts={facts}
              draft={ownDraft ?? prefilled}
              formContext={formContext}
              onChange={onStepChange}
              onNext={onStepNext}
              onInvalid={onStepInvalid}
              serverErrors={fieldErrors}
              submitOnMount={early.submitOnMount}
              toGuardian={toGuardian}
            >
              {formActions}
            </StepForm>
          </Suspense>
        ) : null}
        {/* Continue later: only with SMTP on the server, once there is an enrolment, and once a link could work. Its slot is
            in the prerendered first step too, so the hydrated markup never gains a sibling of the form. */}
        {step?.kind === 'form' ? (
          <div className="continue-later-slot">
            {config.continueLater && context.enrolmentId && !starting && continueLaterCanWork(flow, { ...context.kept, ...context.answers }) ? <ContinueLater key={step.id} flow={flow} answers={{ ...context.kept, ...context.answers }} api={resumeApi} /> : null}
          </div>
        ) : null}
        {step?.kind === 'review' ? (
          <>
            {/* A change link per answer stands between the heading and Submit: the keyboard gets there in one press. */}
            <a className="skip-to-submit" href={`#${SUBMIT_ID}`} onClick={(event) => { event.preventDefault(); document.getElementById(SUBMIT_ID)?.focus(); }}>{t('app.skipToSubmit')}</a>
            <LazyReviewPage flow={flow} facts={facts} locked={busy} onEdit={(stepId) => actor.send({ type: 'EDIT', stepId })} />
            {actionError}
            <div className="actions">
              <button type="button" id={SUBMIT_ID} className="button" disabled={held} onClick={() => actor.send({ type: 'SUBMIT' })}>{busy ? t('app.submitting') : t('app.submit')}</button>
              {canGoBack ? <button type="button" className="button button-secondary" disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>{t('app.back')}</button> : null}
            </div>
          </>
        ) : null}
      </main>
    </>
  );
}
