import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LocalStore } from '../../platform/local-store';
import { ResumeCallError, type ResumeApi } from '../../platform/resume-api';
import { DONE_KEY } from '../done/done-record';
import { durationOptions } from '../i18n/duration-options';
import { PageHeader } from '../ui/page-header';
import { PROGRESS_KEY } from '../session/progress-store';
import { safeSearch } from '../session/start-over';
import { stepPath } from '../steps/step-url';

type Problem = { kind: 'required' } | { kind: 'wrong'; attemptsLeft: number } | { kind: 'failed'; code: string };

const DOB_INPUT = 'resume-date-of-birth';
const DOB_HINT = 'resume-date-of-birth-hint';
const DOB_ERROR = 'resume-date-of-birth-error';

/**
 * The page a "continue later" link opens: it asks for the member's date of birth, which the server
 * compares with the saved answer, and only then opens the enrolment here. Nothing the member answered is shown
 * before that. A used, expired or unknown link gets one page that says so.
 */
export function ResumePage({ token, api, store }: { token: string; api: ResumeApi; store: LocalStore }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<'form' | 'busy' | 'invalid' | 'restoring'>(token ? 'form' : 'invalid');
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [problem, setProblem] = useState<Problem>();
  const heading = useRef<HTMLHeadingElement>(null);
  const error = useRef<HTMLDivElement>(null);
  const invalid = phase === 'invalid';

  useEffect(() => {
    document.title = `${t(invalid ? 'resume.invalidTitle' : 'resume.pageTitle')} – ${t('app.title')}`;
  }, [invalid, t]);
  useEffect(() => heading.current?.focus(), [invalid]);
  useEffect(() => {
    if (problem) error.current?.focus();
  }, [problem]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'busy') return;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dateOfBirth)) return setProblem({ kind: 'required' });
    setPhase('busy');
    try {
      const { enrolmentId } = await api.redeem(token, dateOfBirth);
      setPhase('restoring');
      // The page then opens like a reload: it finds the enrolment and reads its answers from the server.
      store.remove(DONE_KEY);
      store.write(PROGRESS_KEY, { enrolmentId });
      window.location.replace(stepPath('', safeSearch()));
    } catch (failure) {
      const code = failure instanceof ResumeCallError ? failure.code : 'server_error';
      const left = failure instanceof ResumeCallError ? failure.attemptsLeft : undefined;
      if (code === 'resume_link_invalid' || (code === 'resume_detail_wrong' && !left)) return setPhase('invalid');
      setPhase('form');
      setProblem(code === 'resume_detail_wrong' ? { kind: 'wrong', attemptsLeft: left ?? 0 } : code === 'invalid_request' ? { kind: 'required' } : { kind: 'failed', code });
    }
  };

  const message = !problem
    ? undefined
    : problem.kind === 'required'
      ? t('resume.dobRequired')
      : problem.kind === 'wrong'
        ? t('resume.wrong', { attempts: problem.attemptsLeft })
        : t(`app.errors.${problem.code}`, { defaultValue: t('app.errors.server_error'), ...durationOptions(`app.errors.${problem.code}`) });

  return (
    <>
      <PageHeader />
      <main id="main" className="main">
        <h1 ref={heading} tabIndex={-1}>{t(invalid ? 'resume.invalidTitle' : 'resume.pageTitle')}</h1>
        {invalid ? (
          <>
            <p>{t('resume.invalidBody', durationOptions('resume.invalidBody'))}</p>
            <p><a className="button" href={stepPath('', safeSearch())}>{t('resume.startNew')}</a></p>
          </>
        ) : phase === 'restoring' ? (
          <p role="status">{t('resume.restoring')}</p>
        ) : (
          <form noValidate onSubmit={(event) => void submit(event)}>
            <p className="intro">{t('resume.pageIntro')}</p>
            {message ? (
              <div className="action-error" role="alert" tabIndex={-1} ref={error} id={DOB_ERROR} data-error-code={problem?.kind}>
                <p>{message}</p>
              </div>
            ) : null}
            <div className="field">
              <label htmlFor={DOB_INPUT}>{t('fields.dateOfBirth.label')}</label>
              <p id={DOB_HINT} className="field-description">{t('fields.dateOfBirth.hint')}</p>
              <input
                id={DOB_INPUT}
                type="date"
                autoComplete="bday"
                required
                value={dateOfBirth}
                onChange={(event) => setDateOfBirth(event.target.value)}
                aria-invalid={problem ? true : undefined}
                aria-describedby={message ? `${DOB_HINT} ${DOB_ERROR}` : DOB_HINT}
              />
            </div>
            <div className="actions">
              <button type="submit" className="button" disabled={phase === 'busy'}>{phase === 'busy' ? t('resume.confirming') : t('resume.confirm')}</button>
            </div>
          </form>
        )}
      </main>
    </>
  );
}
