import { performance } from 'perf_hooks';
import onboarding from '../../../flows/onboarding.json';
import type { Answers, Field, StepAnswers } from '../../flow/flow-types';
import type { FlowFacts } from '../../flow/flow-facts';
import { loadFlow, marketFieldOf } from '../../flow/load-flow';
import { reachableSteps, visibleFields } from '../../flow/reachability';
import { explorePaths } from '../../flow/explore-paths';
import { scenarios, SCENARIO_TODAY, type Scenario } from '../../flow/path-scenarios';
import { COUNTRIES } from '../../reference/countries';
import { UNITS } from '../../reference/units';
import { demographicOptions, DEMOGRAPHIC_SETS, type DemographicSet } from '../../reference/demographic-options';
import { enrolmentBundle } from '../../fhir/enrolment-bundle';
import type { FhirBooking, FhirEnrolment, FhirReceipt } from '../../fhir/fhir-enrolment';
import type { Bundle, Extension } from '../../fhir/fhir-types';
import { pathAnswers } from '../../fhir/path-answers';
import { flowQuestionnaire } from '../../fhir/flow-questionnaire';
import en from '../../../locales/en-US/translation.json';
import { consentReceipts } from '../consents/consent-receipts';
import { fhirResourceIds } from './fhir-resource-ids';
import { memberStepAnswers, type MemberProfile } from '../../../test/support/member-answers';
import { fhirProblems } from '../../../test/support/fhir-validator';

const flow = loadFlow(onboarding);
const marketField = marketFieldOf(flow);
const isCountry = (code: unknown) => COUNTRIES.some((c) => c.code === code);
const LOCALES = ['en-US', 'es-US', 'pt-PT', 'fr-CA', 'en-GB'];
const BOOKINGS: (FhirBooking['status'] | null)[] = [null, 'held', 'confirmed', 'cancelled'];
const setsOf = (field: Field) => (DEMOGRAPHIC_SETS as readonly string[]).includes(field.type) ? demographicOptions(field.type as DemographicSet) : undefined;
// Enough members per path that every option of the longest demographic set is answered on every path.
const VARIANTS = Math.max(...DEMOGRAPHIC_SETS.map((set) => demographicOptions(set).length));

const context = (scenario: Scenario, answers: Answers): FlowFacts => ({ flags: scenario.flags, presets: scenario.presets, answers, today: SCENARIO_TODAY, marketField });

/** Every distinct path of the explorer, with the first scenario a real member can live (a real country). */
function distinctPaths(): { ids: string[]; scenario: Scenario }[] {
  const byPath = new Map<string, { ids: string[]; scenario: Scenario }>();
  for (const scenario of scenarios(flow)) {
    if (!isCountry(scenario.answers[marketField as string])) continue;
    const placed: Answers = {};
    for (const step of flow.steps) for (const f of step.fields) if (scenario.answers[f.name] !== undefined) placed[step.id] = { ...placed[step.id], [f.name]: scenario.answers[f.name] };
    const ids = reachableSteps(flow, context(scenario, placed)).map((s) => s.id);
    if (!byPath.has(ids.join('>'))) byPath.set(ids.join('>'), { ids, scenario });
  }
  return [...byPath.values()];
}

/** Member `v` of path `i`: walks the path as a member answers, choosing the v-th option of every demographic set. */
function enrolmentOf(i: number, v: number, scenario: Scenario): FhirEnrolment {
  const unit = scenario.presets.unit ?? UNITS[(i + v) % UNITS.length];
  const locale = LOCALES[(i + v) % LOCALES.length];
  const member: MemberProfile = {
    unit, country: scenario.answers[marketField as string] as string, dateOfBirth: scenario.answers.dateOfBirth as string,
    acceptsOptional: (consent) => (i + v + consent.length) % 2 === 0,
  };
  const answers: Answers = {};
  const receipts: FhirReceipt[] = [];
  let clock = Date.parse(`${SCENARIO_TODAY}T09:00:00Z`);
  const at = () => new Date((clock += 60_000)).toISOString();
  for (const step of flow.steps.filter((s) => s.kind === 'form')) {
    const facts = context(scenario, answers);
    if (!reachableSteps(flow, facts).some((s) => s.id === step.id)) continue;
    const visible = visibleFields(step, facts);
    const stepAnswers: StepAnswers = memberStepAnswers(visible, member);
    for (const field of visible) {
      const options = setsOf(field);
      if (options) stepAnswers[field.name] = options[(v + i) % options.length].optValue;
    }
    if (v % 2 === 1 && stepAnswers.language !== undefined) stepAnswers.language = 'PT';
    answers[step.id] = stepAnswers;
    for (const [k, receipt] of consentReceipts(visible, stepAnswers, locale, unit).entries()) {
      receipts.push({ key: `${step.id}:${k}`, ...receipt, locale, decidedAt: at() });
      // Every third member who accepted an optional consent withdraws it later.
      const optional = visible.find((f) => f.name === receipt.consentId)?.validations.mustAccept !== true;
      if (optional && receipt.decision === 'accepted' && v % 3 === 0) {
        receipts.push({ key: `${step.id}:${k}:withdrawn`, consentId: receipt.consentId, decision: 'withdrawn', document: receipt.document, documentUrl: receipt.documentUrl, documentVersion: receipt.documentVersion, locale, decidedAt: at() });
      }
    }
  }
  const status = BOOKINGS[(i + v) % BOOKINGS.length];
  return {
    id: `0b7c6a5e-${String(i).padStart(4, '0')}-4${String(v).padStart(3, '0')}-8000-000000000000`,
    flowId: flow.id, flowVersion: flow.version, locale,
    createdAt: `${SCENARIO_TODAY}T09:00:00.000Z`, submittedAt: at(),
    answers: pathAnswers(flow, context(scenario, answers), answers),
    receipts,
    booking: status ? { start: '2026-06-20T14:00:00.000Z', end: '2026-06-20T14:30:00.000Z', status } : null,
  };
}

const english = (key: string) => {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);
  return typeof text === 'string' ? text : key;
};
const { questionnaire } = flowQuestionnaire(flow, english);
type QItem = { linkId: string; type: string; item?: QItem[]; answerOption?: { valueCoding: { system: string; code: string } }[] };
const VALUE_OF_TYPE: Record<string, string> = { string: 'valueString', date: 'valueDate', dateTime: 'valueDateTime', boolean: 'valueBoolean', choice: 'valueCoding' };

/** A QuestionnaireResponse's answers against the Questionnaire: known groups and items, the item's value type, listed codes. */
function responseProblems(response: Record<string, any>): string[] {
  const groups = new Map((questionnaire.item as QItem[]).map((g) => [g.linkId, g]));
  return (response.item as { linkId: string; item: { linkId: string; answer: Record<string, any>[] }[] }[]).flatMap((group) => {
    const qGroup = groups.get(group.linkId);
    if (!qGroup) return [`group ${group.linkId} is not in the Questionnaire`];
    return group.item.flatMap((answered) => {
      const q = qGroup.item?.find((i) => i.linkId === answered.linkId);
      if (!q) return [`item ${answered.linkId} is not in group ${group.linkId}`];
      return answered.answer.flatMap((a) => {
        if (Object.keys(a).join() !== VALUE_OF_TYPE[q.type]) return [`${answered.linkId}: ${Object.keys(a).join()} answers a ${q.type} item`];
        const coding = a.valueCoding as { system: string; code: string } | undefined;
        if (coding && q.answerOption && !q.answerOption.some((o) => o.valueCoding.system === coding.system && o.valueCoding.code === coding.code)) return [`${answered.linkId}: ${coding.code} is not an answer option`];
        return [];
      });
    });
  });
}

const OMB = 'urn:oid:2.16.840.1.113883.6.238';
const NULL_FLAVOR = 'http://terminology.hl7.org/CodeSystem/v3-NullFlavor';

/** US Core's race invariants: ASKU or UNK stand alone; every category is an OMB code or a null flavour; the text is there. */
function raceProblems(extension: Extension): string[] {
  const categories = (extension.extension ?? []).filter((e) => e.url === 'ombCategory').map((e) => e.valueCoding);
  const absent = categories.filter((c) => c?.system === NULL_FLAVOR && (c.code === 'ASKU' || c.code === 'UNK'));
  return [
    ...(absent.length > 0 && categories.length > 1 ? ['ASKU/UNK must be the only ombCategory'] : []),
    ...(categories.some((c) => c?.system !== OMB && c?.system !== NULL_FLAVOR) ? ['an ombCategory outside the OMB codes'] : []),
    ...((extension.extension ?? []).filter((e) => e.url === 'text' && e.valueString).length !== 1 ? ['race needs exactly one text'] : []),
  ];
}

/** What is wrong with a bundle: each entry's validator errors, unresolved references, broken race invariants. */
function bundleProblems(bundle: Bundle): string[] {
  const urls = new Set(bundle.entry.map((e) => e.fullUrl));
  const problems = fhirProblems(bundle).map((p) => `Bundle ${p}`);
  for (const { fullUrl, resource } of bundle.entry) {
    problems.push(...fhirProblems(resource).map((p) => `${resource.resourceType} ${p}`));
    if (fullUrl !== `urn:uuid:${resource.id}`) problems.push(`${resource.resourceType} fullUrl ${fullUrl} is not urn:uuid:${resource.id}`);
    for (const [, ref] of JSON.stringify(resource).matchAll(/"reference":"([^"]+)"/g)) if (!urls.has(ref)) problems.push(`${resource.resourceType} references ${ref}, not in the bundle`);
    if (resource.resourceType === 'QuestionnaireResponse') problems.push(...responseProblems(resource).map((p) => `QuestionnaireResponse ${p}`));
    const extensions = (resource.extension ?? []) as Extension[];
    for (const race of extensions.filter((e) => e.url.endsWith('/us-core-race'))) problems.push(...raceProblems(race).map((p) => `Patient race: ${p}`));
  }
  return problems;
}

describe('the FHIR export of every path of the flow', () => {
  const paths = distinctPaths();

  it('exports the flow as a Questionnaire the FHIR R4 definitions accept, every linkId once (que-2)', () => {
    expect(fhirProblems(questionnaire)).toEqual([]);
    const linkIds = (items: QItem[] = []): string[] => items.flatMap((i) => [i.linkId, ...linkIds(i.item)]);
    const all = linkIds(questionnaire.item as QItem[]);
    expect(all.filter((id, i) => all.indexOf(id) !== i)).toEqual([]);
  });

  it('covers as many distinct paths as the explorer reports', () => {
    expect(paths.length).toBe(explorePaths(flow).distinctPaths);
  });

  it('builds a bundle every resource of which the FHIR R4 definitions accept, for every path and every answer option', () => {
    const started = performance.now();
    let bundles = 0;
    let resources = 0;
    const seen = new Set<string>();
    for (const [i, { ids, scenario }] of paths.entries()) {
      for (let v = 0; v < VARIANTS; v += 1) {
        const enrolment = enrolmentOf(i, v, scenario);
        const bundle = enrolmentBundle(enrolment, flow, fhirResourceIds(enrolment.id), '2026-06-16T08:00:00.000Z');
        expect({ path: ids.join(' > '), member: v, problems: bundleProblems(bundle) }).toEqual({ path: ids.join(' > '), member: v, problems: [] });
        bundles += 1;
        resources += bundle.entry.length + 1;
        for (const { resource } of bundle.entry) seen.add(resource.resourceType === 'Consent' ? `Consent:${String(resource.status)}` : resource.resourceType);
      }
    }
    // Recorded for the closing note.
    console.log(`every-path FHIR: ${paths.length} paths, ${bundles} bundles, ${resources} resources validated against FHIR R4, ${(performance.now() - started).toFixed(0)} ms`);
    expect([...seen].sort()).toEqual(['Appointment', 'Consent:active', 'Consent:inactive', 'Consent:rejected', 'Observation', 'Patient', 'Provenance', 'QuestionnaireResponse', 'RelatedPerson']);
  }, 300_000);
});
