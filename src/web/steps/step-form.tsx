import Form from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema, UiSchema, CustomValidator, FormValidation } from '@rjsf/utils';
import stepSchemas from '@generated/step-schemas';
import { memo, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Step, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { compileStep, variantKey } from '../../flow/compile-step';
import { visibleFields } from '../../flow/reachability';
import { checkCustomRules, type FieldIssue } from '../../flow/custom-rules';
import { ownMessageKeys } from '../../flow/validation-rules';
import { normalizeAnswers } from '../../flow/normalize-answers';
import { shownLabelKey } from '../../flow/minors';
import { ErrorSummary } from './error-summary';
import { InputTemplate } from './input-template';
import { FieldTemplate } from './field-template';
import { serverFieldErrors } from './server-field-errors';
import { translateErrors } from '../i18n/translate-errors';
import { translateUiSchema } from '../i18n/translate-ui-schema';
import { phoneHintExample } from './phone-hint-example';
import { WIDGETS } from './widgets/widget-registry';
import { MissingValidatorError, useStepValidator } from './step-validators';
import type { FormContext } from './form-context';
import { NO_DEFAULT_ANSWERS } from './form-behaviour';
import { validationFailures, type ValidationFailure } from './validation-failures';
import { NATIVE_SUBMISSION_PATH, STEP_FORM_ID } from '../../reference/native-submission';
import { clearErrorsShown, noteErrorsShown, sessionStore, takeErrorsToShowAgain } from '../../platform/errors-across-reload';

/**
 * One form step rendered by react-jsonschema-form with a precompiled validator. Memoised: rendering rjsf's whole form
 * again is long work on a slow phone, and the page around it re-renders for things the form does not show.
 */
export const StepForm = memo(function StepForm(props: {
  step: Step;
  facts: FlowFacts;
  draft: StepAnswers | undefined;
  formContext: FormContext;
  onChange: (answers: StepAnswers) => void;
  onNext: (answers: StepAnswers) => void;
  onInvalid?: (failures: ValidationFailure[]) => void;
  /** Fields the server refused on this step: shown inline and in the error summary. */
  serverErrors?: { field: string; rule: string }[];
  /** Press Continue once, as soon as the form is there (the member pressed it before the code arrived). */
  submitOnMount?: boolean;
  /** The step speaks to a minor's guardian: its consents show the guardian's statements. */
  toGuardian?: boolean;
  children: ReactNode;
}) {
  const { step, facts, draft, formContext, onChange, onNext } = props;
  const { t, i18n } = useTranslation();
  const visible = useMemo(() => visibleFields(step, facts), [step, facts]);
  // Errors on screen are validated again when the language changes, so they read in the new one (not reported again).
  const form = useRef<Form>(null);
  const relabelling = useRef(false);
  const shownLanguage = useRef(i18n.language);
  useEffect(() => {
    if (shownLanguage.current === i18n.language) return;
    shownLanguage.current = i18n.language;
    if ((form.current?.state.errors.length ?? 0) === 0) return;
    relabelling.current = true;
    if (form.current?.validateForm() !== false) relabelling.current = false;
  }, [i18n.language]);
  const key = variantKey(step, visible);
  const schema = stepSchemas[key] as RJSFSchema | undefined;
  if (!schema) throw new MissingValidatorError(key);
  // A step that checks a phone number waits for the phone library, wherever its validator is.
  const validator = useStepValidator(key, schema, visible.some((field) => field.validations.phoneOf !== undefined));
  const ownMessages = useMemo(() => ownMessageKeys(visible), [visible]);
  const extraErrors = useMemo(() => serverFieldErrors(props.serverErrors, visible.map((field) => field.name), t, ownMessages), [props.serverErrors, visible, t, ownMessages]);
  // A phone hint's example is a number of the country answered (after a change from Canada to France, a French one).
  const example = useMemo(() => phoneHintExample(visible, facts) ?? t('fields.phone.example'), [visible, facts, t]);
  const toGuardian = props.toGuardian === true;
  const worded = useMemo(() => visible.map((field) => ({ ...field, labelKey: shownLabelKey(field, toGuardian) })), [visible, toGuardian]);
  const uiSchema = useMemo(() => translateUiSchema(compileStep(worded).uiSchema, (key) => t(key, { example })) as UiSchema, [worded, t, example]);
  const consents = useMemo(() => new Set(visible.filter((field) => field.type === 'consent').map((field) => field.name)), [visible]);
  const transformErrors: ErrorTransformer = (errors) => translateErrors(errors, t, consents, ownMessages);
  // After `npm run dev` reloaded the page onto an edit, the step shows the errors it showed before (in the edited
  // wording), validated again and not reported again; leaving the step leaves them behind.
  useEffect(() => {
    relabelling.current = takeErrorsToShowAgain(sessionStore(), step.id);
    if (!relabelling.current || form.current?.validateForm() !== false) {
      relabelling.current = false;
      clearErrorsShown(sessionStore(), step.id);
    }
    return () => clearErrorsShown(sessionStore(), step.id);
  }, [step.id]);
  const submitOnMount = useRef(props.submitOnMount === true);
  useEffect(() => {
    if (!submitOnMount.current) return;
    submitOnMount.current = false;
    form.current?.submit();
  }, []);
  const customIssues = useRef<FieldIssue[]>([]);
  const customValidate: CustomValidator = (formData, errors: FormValidation) => {
    customIssues.current = checkCustomRules(visible, (formData ?? {}) as StepAnswers, facts);
    for (const issue of customIssues.current) {
      (errors as unknown as Record<string, FormValidation>)[issue.field]?.addError(t(`errors.${issue.rule}`, issue.params));
    }
    return errors;
  };
  return (
    <Form
      ref={form}
      id={STEP_FORM_ID}
      // Submitted by the browser itself only before the code runs (or without it): posted, so no answer is ever in an address.
      method="post"
      action={NATIVE_SUBMISSION_PATH}
      schema={schema}
      uiSchema={uiSchema}
      formData={draft ?? {}}
      experimental_defaultFormStateBehavior={NO_DEFAULT_ANSWERS}
      validator={validator}
      widgets={WIDGETS}
      templates={{ ErrorListTemplate: ErrorSummary, BaseInputTemplate: InputTemplate, FieldTemplate }}
      formContext={formContext}
      extraErrors={extraErrors}
      transformErrors={transformErrors}
      customValidate={customValidate}
      showErrorList="top"
      noHtml5Validate
      focusOnFirstError={false}
      onChange={(event) => onChange((event.formData ?? {}) as StepAnswers)}
      // Saved as the server stores them (one shared function): trimmed text, blank dropped, phones in E.164.
      onSubmit={(event) => {
        clearErrorsShown(sessionStore(), step.id);
        onNext(normalizeAnswers(visible, stripEmpty((event.formData ?? {}) as StepAnswers), facts));
      }}
      // Failed validation is shown in the error summary; the handler also keeps rjsf from logging it to the console.
      onError={(errors) => {
        if (relabelling.current) relabelling.current = false;
        else {
          noteErrorsShown(sessionStore(), step.id);
          props.onInvalid?.(validationFailures(errors, visible, customIssues.current));
        }
      }}
    >
      {props.children}
    </Form>
  );
});

function stripEmpty(answers: StepAnswers): StepAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined && value !== ''));
}
