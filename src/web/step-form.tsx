import Form from '@rjsf/core';
import type { ErrorTransformer, RJSFSchema, UiSchema, CustomValidator, FormValidation } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import validateFns from '@generated/validators';
import stepSchemas from '@generated/step-schemas';
import { useMemo, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Step, StepAnswers } from '../flow/flow-types';
import type { EvalContext } from '../flow/eval-context';
import { compileStep, variantKey } from '../flow/compile-step';
import { visibleFields } from '../flow/reachability';
import { checkCustomRules, type FieldIssue } from '../flow/custom-rules';
import { ErrorSummary } from './error-summary';
import { translateErrors } from './translate-errors';
import { translateUiSchema } from './translate-ui-schema';
import { WIDGETS } from './widgets/widget-registry';
import type { FormContext } from './form-context';
import { validationFailures, type ValidationFailure } from './validation-failures';

/** Raised when the bundle has no precompiled validator for a step variant: rebuild with `npm run build`. */
export class MissingValidatorError extends Error {
  constructor(key: string) {
    super(`No precompiled validator for step variant '${key}'; run 'npm run build' after changing flows/.`);
    this.name = 'MissingValidatorError';
  }
}

const validators = new Map<string, ReturnType<typeof createPrecompiledValidator>>();

function validatorFor(key: string, schema: RJSFSchema) {
  let validator = validators.get(key);
  if (!validator) {
    validator = createPrecompiledValidator(validateFns, schema);
    validators.set(key, validator);
  }
  return validator;
}

/** One form step rendered by react-jsonschema-form with a precompiled validator. */
export function StepForm(props: {
  step: Step;
  ctx: EvalContext;
  draft: StepAnswers | undefined;
  formContext: FormContext;
  onChange: (answers: StepAnswers) => void;
  onNext: (answers: StepAnswers) => void;
  onInvalid?: (failures: ValidationFailure[]) => void;
  children: ReactNode;
}) {
  const { step, ctx, draft, formContext, onChange, onNext } = props;
  const { t } = useTranslation();
  const visible = useMemo(() => visibleFields(step, ctx), [step, ctx]);
  const key = variantKey(step, visible);
  const schema = stepSchemas[key] as RJSFSchema | undefined;
  if (!schema) throw new MissingValidatorError(key);
  const uiSchema = useMemo(() => translateUiSchema(compileStep(visible).uiSchema, t) as UiSchema, [visible, t]);
  const transformErrors: ErrorTransformer = (errors) => translateErrors(errors, t);
  const customIssues = useRef<FieldIssue[]>([]);
  const customValidate: CustomValidator = (formData, errors: FormValidation) => {
    customIssues.current = checkCustomRules(visible, (formData ?? {}) as StepAnswers, ctx);
    for (const issue of customIssues.current) {
      (errors as unknown as Record<string, FormValidation>)[issue.field]?.addError(t(`errors.${issue.rule}`, issue.params));
    }
    return errors;
  };
  return (
    <Form
      schema={schema}
      uiSchema={uiSchema}
      formData={draft ?? {}}
      validator={validatorFor(key, schema)}
      widgets={WIDGETS}
      templates={{ ErrorListTemplate: ErrorSummary }}
      formContext={formContext}
      transformErrors={transformErrors}
      customValidate={customValidate}
      showErrorList="top"
      noHtml5Validate
      focusOnFirstError={false}
      onChange={(event) => onChange((event.formData ?? {}) as StepAnswers)}
      onSubmit={(event) => onNext(stripEmpty((event.formData ?? {}) as StepAnswers))}
      // Failed validation is shown in the error summary; the handler also keeps rjsf from logging it to the console.
      onError={(errors) => props.onInvalid?.(validationFailures(errors, visible, customIssues.current))}
    >
      {props.children}
    </Form>
  );
}

function stripEmpty(answers: StepAnswers): StepAnswers {
  return Object.fromEntries(Object.entries(answers).filter(([, value]) => value !== undefined && value !== ''));
}
