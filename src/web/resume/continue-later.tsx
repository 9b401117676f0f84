import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Answers, Flow } from '../../flow/flow-types';
import type { AutocompleteToken } from '../../flow/autocomplete-tokens';
import { ResumeCallError, type ResumeApi } from '../../platform/resume-api';
import { durationOptions } from '../i18n/duration-options';

const PANEL = 'continue-later-panel';
const EMAIL_INPUT = 'continue-later-email';
const EMAIL_ERROR = 'continue-later-email-error';
// The server checks the address properly; this only catches what is plainly not one before a request.
const LOOKS_LIKE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The saved answer of the flow's field with this autofill token (the member's email, their birth date), if any. */
export function answerByToken(flow: Flow, answers: Answers, token: AutocompleteToken): string | undefined {
  for (const step of flow.steps) {
    const field = step.fields.find((candidate) => candidate.autocomplete === token);
    const value = field ? answers[step.id]?.[field.name] : undefined;
    if (typeof value === 'string' && value !== '') return value;
  }
  return undefined;
}

/** Whether a mailed link could work: the birth date it asks for on the other device is answered. */
export function continueLaterCanWork(flow: Flow, answers: Answers): boolean {
  return answerByToken(flow, answers, 'bday') !== undefined;
}

/**
 * "Continue later", under a form step when the server can send mail and a link could work (continueLaterCanWork):
 * a disclosure that asks where to mail a one-time link, pre-filled with the email the member answered.
 */
export function ContinueLater({ flow, answers, api }: { flow: Flow; answers: Answers; api: ResumeApi }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState(() => answerByToken(flow, answers, 'email') ?? '');
  const [phase, setPhase] = useState<'form' | 'sending' | 'sent'>('form');
  const [problem, setProblem] = useState<string>();
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const sent = useRef<HTMLParagraphElement>(null);
  const error = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (open) panelHeading.current?.focus();
  }, [open]);
  useEffect(() => {
    if (phase === 'sent') sent.current?.focus();
  }, [phase]);
  useEffect(() => {
    if (problem) error.current?.focus();
  }, [problem]);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    const address = email.trim();
    if (address.length > 254 || !LOOKS_LIKE_EMAIL.test(address)) return setProblem(t('resume.emailInvalid'));
    setPhase('sending');
    setProblem(undefined);
    try {
      await api.sendLink(address, i18n.language);
      setPhase('sent');
    } catch (failure) {
      const code = failure instanceof ResumeCallError ? failure.code : 'server_error';
      setPhase('form');
      setProblem(code === 'invalid_request' ? t('resume.emailInvalid') : code === 'resume_needs_profile' ? t('resume.needsProfile') : t(`app.errors.${code}`, { defaultValue: t('app.errors.server_error'), ...durationOptions(`app.errors.${code}`) }));
    }
  };

  return (
    <section className="continue-later">
      <p>
        <button type="button" className="button button-secondary" aria-expanded={open} aria-controls={PANEL} onClick={() => setOpen(!open)}>{t('resume.button')}</button>
      </p>
      {open ? (
        <div id={PANEL} data-testid="continue-later">
          <h2 ref={panelHeading} tabIndex={-1}>{t('resume.panelTitle')}</h2>
          {phase === 'sent' ? (
            <p ref={sent} role="status" tabIndex={-1}>{t('resume.sent', durationOptions('resume.sent'))}</p>
          ) : (
            <form noValidate onSubmit={(event) => void send(event)}>
              <p>{t('resume.panelIntro', durationOptions('resume.panelIntro'))}</p>
              <div className="field">
                <label htmlFor={EMAIL_INPUT}>{t('resume.emailLabel')}</label>
                {problem ? <p ref={error} id={EMAIL_ERROR} className="error-detail" role="alert" tabIndex={-1}>{problem}</p> : null}
                <input
                  id={EMAIL_INPUT}
                  type="email"
                  autoComplete="email"
                  maxLength={254}
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                  aria-invalid={problem ? true : undefined}
                  aria-describedby={problem ? EMAIL_ERROR : undefined}
                />
              </div>
              <div className="actions">
                <button type="submit" className="button" disabled={phase === 'sending'}>{phase === 'sending' ? t('resume.sending') : t('resume.send')}</button>
                <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>{t('app.cancel')}</button>
              </div>
            </form>
          )}
        </div>
      ) : null}
    </section>
  );
}
