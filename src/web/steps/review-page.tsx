import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { fieldValue } from '../../flow/flow-facts';
import { reachableSteps, visibleFields } from '../../flow/reachability';
import { savedAnswer } from '../../flow/saved-answer';
import { shownLabelKey, speaksToGuardian } from '../../flow/minors';
import { answerText } from './answer-text';
import { loadPhoneLibrary } from './phone-library';
import { useZoneCities } from './widgets/zone-cities';

/**
 * Check your answers: every answer of the member's path, with a change link per answer (inert while `locked`: a
 * submit runs), and what the link chose for the member (a preset that skipped its step), which the link decides.
 */
export function ReviewPage(props: { flow: Flow; facts: FlowFacts; onEdit: (stepId: string) => void; locked?: boolean }) {
  const { t, i18n } = useTranslation();
  const { flow, facts } = props;
  // Phones read in the member's national form once the phone library is here (it usually is, from the profile step).
  const [, setPhonesReady] = useState(false);
  useEffect(() => {
    loadPhoneLibrary().then(() => setPhonesReady(true), () => undefined);
  }, []);
  // The zone's city in the member's language, as the time-zone step named it (usually loaded there already).
  const cities = useZoneCities(i18n.language);
  const country = fieldValue(facts, 'country');
  const timezone = fieldValue(facts, 'timezone');
  const context = { language: i18n.language, country: typeof country === 'string' ? country : undefined, timezone: typeof timezone === 'string' ? timezone : undefined, cities };
  const steps = reachableSteps(flow, facts).filter((step) => step.kind === 'form');
  const preset = flow.steps.filter((step) => step.kind === 'form' && !steps.includes(step)).flatMap((step) => step.fields.filter((field) => typeof facts.presets[field.name] === 'string'));
  return (
    <dl className="summary-list">
      {preset.map((field) => (
        <div className="summary-row" key={field.name}>
          <dt className="summary-key">{t(field.labelKey)}</dt>
          <dd className="summary-value">{answerText(field, facts.presets[field.name], context, t)}</dd>
          <dd className="summary-actions" />
        </div>
      ))}
      {steps.flatMap((step) => {
        // A minor's consents read as the guardian gave them.
        const toGuardian = speaksToGuardian(flow, facts, step);
        return visibleFields(step, facts).map((field) => {
          const label = t(shownLabelKey(field, toGuardian));
          return (
            <div className="summary-row" key={field.name}>
              <dt className="summary-key">{label}</dt>
              <dd className="summary-value">{answerText(field, savedAnswer(field, facts.answers[step.id]), context, t)}</dd>
              <dd className="summary-actions">
                <button type="button" className="link-button" disabled={props.locked} onClick={() => props.onEdit(step.id)}>
                  {t('app.change')}<span className="visually-hidden"> {label}</span>
                </button>
              </dd>
            </div>
          );
        });
      })}
    </dl>
  );
}
