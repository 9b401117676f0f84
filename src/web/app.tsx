import { useActorRef, useSelector } from '@xstate/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../flow/flow-types';
import { marketFieldOf, resolveFlags } from '../flow/load-flow';
import { findStep } from '../flow/normalize-flow';
import { reachableSteps, previousStepId } from '../flow/reachability';
import type { EvalContext } from '../flow/eval-context';
import { isUnit } from '../reference/units';
import type { AppServices } from './app-services';
import type { RuntimeConfig } from './runtime-config';
import { DonePage } from './done-page';
import { flowMachineWithServices } from './flow-actors';
import { LanguageSwitcher } from './language-switcher';
import { loadLanguage } from './i18n';
import { useStepUrl } from './use-step-url';
import { PROGRESS_KEY, readProgress, writeProgress } from './progress-store';
import { ReviewPage } from './review-page';
import { StepForm } from './step-form';
import { localToday, stepFromPath, stepPath } from './step-url';
import type { FormContext } from './form-context';
import type { ValidationFailure } from './validation-failures';

const RESTART_CODES = new Set(['no_session', 'session_expired']);

/** The onboarding app: the flow machine owns where the member is; this component shows it and keeps the URL in step. */
export function App(props: { flow: Flow; config: RuntimeConfig; services: AppServices }) {
  const { flow, config, services } = props;
  const { api, store, analytics, logger } = services;
  const { t, i18n } = useTranslation();
  const machine = useMemo(() => flowMachineWithServices(flow, api, analytics, () => i18n.language), [flow, api, analytics, i18n]);
  const input = useMemo(() => {
    const unit = new URLSearchParams(window.location.search).get('unit');
    const presets: Record<string, string> = isUnit(unit) ? { unit } : {};
    const progress = readProgress(store, config.flowVersion ?? flow.version);
    const requested = stepFromPath(window.location.pathname);
    return {
      flags: resolveFlags(flow, config.flags),
      presets,
      today: localToday(new Date()),
      progress: progress ? { ...progress, stepId: requested && progress.visited.includes(requested) ? requested : progress.stepId } : undefined,
    };
  }, [flow, config, store]);
  const actor = useActorRef(machine, { input });
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const busy = snapshot.hasTag('busy');
  const step = context.stepId ? findStep(flow, context.stepId) : undefined;
  const ctx: EvalContext = useMemo(
    () => ({ flags: context.flags, presets: context.presets, answers: context.answers, today: context.today, marketField: marketFieldOf(flow) }),
    [context.flags, context.presets, context.answers, context.today, flow],
  );

  useEffect(() => {
    if (context.result) store.remove(PROGRESS_KEY);
    else if (context.enrolmentId) writeProgress(store, config.flowVersion ?? flow.version, { enrolmentId: context.enrolmentId, stepId: context.stepId, answers: context.answers, drafts: context.drafts, visited: context.visited, returnTo: context.returnTo });
  }, [store, config.flowVersion, flow.version, context.result, context.enrolmentId, context.stepId, context.answers, context.drafts, context.visited, context.returnTo]);

  const heading = useRef<HTMLHeadingElement>(null);
  useStepUrl(actor, context.stepId, heading);

  useEffect(() => {
    if (!context.stepId) return;
    analytics.track({ name: 'step_viewed', step: context.stepId });
    logger.setLabel('step', context.stepId);
  }, [analytics, logger, context.stepId]);

  useEffect(() => {
    document.documentElement.lang = i18n.language;
    document.title = `${step ? t(step.titleKey) : t('app.loading')} – ${t('app.title')}`;
  }, [i18n.language, step, t]);

  const changeLanguage = useCallback((language: string) => {
    void loadLanguage(i18n, language).then(() => i18n.changeLanguage(language));
    const params = new URLSearchParams(window.location.search);
    params.set('lang', language);
    window.history.replaceState(null, '', `${window.location.pathname}?${params.toString()}`);
  }, [i18n]);

  const restart = () => {
    store.remove(PROGRESS_KEY);
    window.location.assign(stepPath('', window.location.search));
  };
  const formContext: FormContext = useMemo(() => ({ answers: context.answers, presets: context.presets, loadSlots: api.slots, lastError: context.error }), [context.answers, context.presets, context.error, api]);
  const onInvalid = useCallback(
    (stepId: string, failures: ValidationFailure[]) => {
      for (const failure of failures) analytics.track({ name: 'validation_failed', step: stepId, ...failure, source: 'browser' });
    },
    [analytics],
  );
  const path = reachableSteps(flow, ctx).filter((s) => s.kind !== 'done');
  const position = path.findIndex((s) => s.id === step?.id);
  const canGoBack = step !== undefined && previousStepId(flow, ctx, step.id) !== undefined && !context.result;

  return (
    <>
      <a className="skip-link" href="#main">{t('app.skipToContent')}</a>
      <header className="header">
        <span className="brand">{t('app.title')}</span>
        <LanguageSwitcher onChange={changeLanguage} />
      </header>
      <main id="main" className="main">
        {step && position >= 0 ? <p className="progress">{t('app.progress', { current: position + 1, total: path.length })}</p> : null}
        <h1 ref={heading} tabIndex={-1}>{step ? t(step.titleKey) : t('app.title')}</h1>
        {step?.introKey ? <p className="intro">{t(step.introKey)}</p> : null}
        {context.error ? (
          <div className="error-banner" role="alert">
            <p>{t(`app.errors.${context.error}`, { defaultValue: t('app.errors.server_error') })}</p>
            {RESTART_CODES.has(context.error) ? <button type="button" className="button" onClick={restart}>{t('app.retry')}</button> : null}
            {snapshot.matches('startFailed') ? <button type="button" className="button" onClick={() => actor.send({ type: 'RETRY' })}>{t('app.retry')}</button> : null}
          </div>
        ) : null}
        {!step ? <p role="status">{t('app.loading')}</p> : null}
        {step?.kind === 'form' ? (
          <StepForm
            key={step.id}
            step={step}
            ctx={ctx}
            draft={context.drafts[step.id] ?? context.answers[step.id]}
            formContext={formContext}
            onChange={(answers) => actor.send({ type: 'CHANGE', answers })}
            onNext={(answers) => actor.send({ type: 'NEXT', answers })}
            onInvalid={(failures) => onInvalid(step.id, failures)}
          >
            <div className="actions">
              <button type="submit" className="button" disabled={busy}>{busy ? t('app.saving') : t('app.continue')}</button>
              {canGoBack ? <button type="button" className="button button-secondary" disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>{t('app.back')}</button> : null}
            </div>
          </StepForm>
        ) : null}
        {step?.kind === 'review' ? (
          <>
            <ReviewPage flow={flow} ctx={ctx} onEdit={(stepId) => actor.send({ type: 'EDIT', stepId })} />
            <div className="actions">
              <button type="button" className="button" disabled={busy} onClick={() => actor.send({ type: 'SUBMIT' })}>{busy ? t('app.submitting') : t('app.submit')}</button>
              {canGoBack ? <button type="button" className="button button-secondary" disabled={busy} onClick={() => actor.send({ type: 'BACK' })}>{t('app.back')}</button> : null}
            </div>
          </>
        ) : null}
        {step?.kind === 'done' ? <DonePage result={context.result} /> : null}
      </main>
    </>
  );
}
