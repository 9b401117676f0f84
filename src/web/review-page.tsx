import { useTranslation } from 'react-i18next';
import type { Flow } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import { fieldValue } from '../flow/eval-context';
import { reachableSteps, visibleFields } from '../flow/reachability';
import { savedAnswer } from '../flow/saved-answer';
import { answerText } from './answer-text';

/** Check your answers: every answer of the member's path, with a change link per answer (inert while `locked`: a submit runs). */
export function ReviewPage(props: { flow: Flow; ctx: EvalContext; onEdit: (stepId: string) => void; locked?: boolean }) {
  const { t, i18n } = useTranslation();
  const { flow, ctx } = props;
  const country = fieldValue(ctx, 'country');
  const timezone = fieldValue(ctx, 'timezone');
  const context = { language: i18n.language, country: typeof country === 'string' ? country : undefined, timezone: typeof timezone === 'string' ? timezone : undefined };
  const steps = reachableSteps(flow, ctx).filter((step) => step.kind === 'form');
  return (
    <dl className="summary-list">
      {steps.flatMap((step) =>
        visibleFields(step, ctx).map((field) => {
          const label = t(field.labelKey);
          return (
            <div className="summary-row" key={field.name}>
              <dt className="summary-key">{label}</dt>
              <dd className="summary-value">{answerText(field, savedAnswer(field, ctx.answers[step.id]), context, t)}</dd>
              <dd className="summary-actions">
                <button type="button" className="link-button" disabled={props.locked} onClick={() => props.onEdit(step.id)}>
                  {t('app.change')}<span className="visually-hidden"> {label}</span>
                </button>
              </dd>
            </div>
          );
        }),
      )}
    </dl>
  );
}
