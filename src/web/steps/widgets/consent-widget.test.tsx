import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import onboarding from '../../../../flows/onboarding.json';
import { compileStep } from '../../../flow/compile-step';
import { loadFlow } from '../../../flow/load-flow';
import { ServicesContext, type AppServices } from '../../boot/app-services';
import { startI18n, UI_LANGUAGES } from '../../i18n/i18n';
import type { FormContext } from '../form-context';
import { ConsentWidget } from './consent-widget';

const flow = loadFlow(onboarding);
const consentSteps = flow.steps.filter((step) => step.fields.some((field) => field.type === 'consent'));
const services = { inAppBrowser: false } as AppServices;
const formContext: FormContext = { answers: {}, presets: {}, loadSlots: () => Promise.resolve([]) };

/** Each checkbox of a step's form as rendered, in language: its id, and the required and invalid states it declares. */
async function renderedBoxes(language: string, fields: (typeof consentSteps)[number]['fields'], rawErrors: boolean) {
  const i18n = await startI18n(language, {});
  const { schema, uiSchema } = compileStep(fields);
  const errors = rawErrors ? Object.fromEntries(fields.map((field) => [field.name, { __errors: ['refused'] }])) : undefined;
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <ServicesContext.Provider value={services}>
        <Form schema={schema} uiSchema={uiSchema} validator={validator} widgets={{ consent: ConsentWidget }} formContext={formContext} extraErrors={errors} noHtml5Validate />
      </ServicesContext.Provider>
    </I18nextProvider>,
  );
  return [...html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([tag]) => ({
    id: /id="([^"]*)"/.exec(tag)?.[1],
    required: / required=""/.test(tag),
    invalid: /aria-invalid="([^"]*)"/.exec(tag)?.[1],
  }));
}

describe('ConsentWidget', () => {
  it.each(UI_LANGUAGES.flatMap((language) => consentSteps.map((step) => [language, step.id] as const)))(
    '%s %s: a consent that must be accepted is required, an optional one is not, none invalid before an error',
    async (language, stepId) => {
      // The consent boxes alone: a step may also ask other things (the guardian's step asks who the guardian is).
      const fields = consentSteps.find((step) => step.id === stepId)!.fields.filter((field) => field.type === 'consent');
      const expected = fields.filter((field) => field.type === 'consent').map((field) => ({ id: `root_${field.name}`, required: field.validations.mustAccept === true, invalid: 'false' }));
      expect(await renderedBoxes(language, fields, false)).toEqual(expected);
      expect(await renderedBoxes(language, fields, true)).toEqual(expected.map((box) => ({ ...box, invalid: 'true' })));
    },
  );

  it('covers required and optional consents of the shipped flow', () => {
    const consents = consentSteps.flatMap((step) => step.fields.filter((field) => field.type === 'consent'));
    expect(consents.filter((field) => field.validations.mustAccept !== true).map((field) => field.name)).toEqual(['irbConsent']);
    expect(consents.filter((field) => field.validations.mustAccept === true).length).toBeGreaterThanOrEqual(8);
  });
});
