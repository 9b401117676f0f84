import { performance } from 'perf_hooks';
import moment from 'moment-timezone';
import onboarding from '../../../flows/onboarding.json';
import type { AnswerValue, Answers, StepAnswers } from '../../flow/flow-types';
import { loadFlow, marketFieldOf, resolveFlags } from '../../flow/load-flow';
import { reachableSteps, visibleFields } from '../../flow/reachability';
import { interestingValues, SCENARIO_TODAY } from '../../flow/path-scenarios';
import { COUNTRIES } from '../../reference/countries';
import { marketOf } from '../../reference/markets';
import { toE164 } from '../../reference/phone-number';
import { isRegionOf } from '../../reference/regions';
import { UNITS } from '../../reference/units';
import { buildApp } from '../http/app';
import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { apiMember, type ApiMember } from '../../../test/support/api-member';
import { databaseFacts } from '../../../test/support/database-facts';
import { memberStepAnswers, ZONE_OF_MARKET, type MemberProfile } from '../../../test/support/member-answers';

const flow = loadFlow(onboarding);
const flags = resolveFlags(flow);
const marketField = marketFieldOf(flow) as string;
const CLOCK = new Date(`${SCENARIO_TODAY}T12:00:00Z`);

// The dependencies as the flow file writes them (read from the JSON, not through the engine under test).
type RawField = { name: string; type: string; dependsOn?: string[]; [rule: string]: unknown };
const rawFields = (onboarding.steps as { id: string; fields?: RawField[] }[]).flatMap((s) => (s.fields ?? []).map((f) => ({ stepId: s.id, field: f })));
// The rules that read another field, and how a member's old answer fares under the new value.
const RULE_HOLDS: Record<string, (value: AnswerValue, newValue: string) => boolean> = {
  'VALIDATIONS.regionOf': (value, country) => isRegionOf(country, String(value)),
  'VALIDATIONS.phoneOf': (value, country) => toE164(String(value), country) !== undefined,
  // Read from moment-timezone's own country lists, not the engine's table.
  'VALIDATIONS.zoneOf': (value, country) => moment.tz.zonesForCountry(country.slice(0, 2)).includes(String(value)),
};
const dependedOn = [...new Set(rawFields.flatMap(({ field }) => [...(field.dependsOn ?? []), ...Object.keys(RULE_HOLDS).filter((r) => typeof field[r] === 'string').map((r) => field[r] as string)]))];
const typeOf = (name: string) => rawFields.find(({ field }) => field.name === name)?.field.type;

// Other values a member could switch each depended-on field to, by the field's type.
const ALTERNATIVES: Record<string, AnswerValue[]> = {
  country: (interestingValues(flow).get(marketField) ?? []).filter((c) => COUNTRIES.some((k) => k.code === c) && c !== 'US'),
  unit: UNITS.filter((u) => u !== 'move'),
  timezone: ['America/Chicago', 'Europe/London'],
};

let db: Database;
let app: Awaited<ReturnType<typeof buildApp>>;
beforeAll(async () => {
  db = await openTestDatabase();
  app = await buildApp({ db, flow, serveApp: false, now: () => CLOCK, rateLimit: false, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/nonexistent', staffTokens: {} } });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

const ctxOf = (answers: Answers) => ({ flags, presets: {}, answers, today: SCENARIO_TODAY, marketField });

const nextUnanswered = (answers: Answers) => reachableSteps(flow, ctxOf(answers)).find((s) => s.kind === 'form' && answers[s.id] === undefined);

/** Answers every step on the path in order (booking the first free slot), up to review; returns what was sent. */
async function walkToReview(api: ApiMember, member: MemberProfile, answers: Answers): Promise<Answers> {
  // The path is worked out again after every answer, as the page does (the country decides the region step).
  for (let step = nextUnanswered(answers); step; step = nextUnanswered(answers)) {
    const stepAnswers: StepAnswers = memberStepAnswers(visibleFields(step, ctxOf(answers)), member);
    if (step.fields.some((f) => f.type === 'slot')) {
      const slot = await api.firstFreeSlot();
      if (slot) stepAnswers.slot = slot;
    }
    await api.saveOk(step.id, stepAnswers);
    answers = { ...answers, [step.id]: stepAnswers };
  }
  return answers;
}

/** The answers a change makes stale, worked out from the flow file: dependents of a changed field, and answers whose rule fails. */
function staleFields(before: Answers, name: string, value: AnswerValue): Set<string> {
  const stale = new Set([name]);
  for (const { field } of rawFields) {
    const step = rawFields.find((r) => r.field === field)!.stepId;
    const old = before[step]?.[field.name];
    if (old === undefined) continue;
    if ((field.dependsOn ?? []).some((on) => stale.has(on))) stale.add(field.name);
    for (const rule of Object.keys(RULE_HOLDS)) if (field[rule] === name && !RULE_HOLDS[rule](old, String(value))) stale.add(field.name);
  }
  stale.delete(name);
  return stale;
}

/** The steps a change must re-ask, worked out from the flow file: newly on the path, or holding an answer made stale. */
function expectedReasked(before: Answers, name: string, value: AnswerValue): string[] {
  const changedStep = rawFields.find(({ field }) => field.name === name)!.stepId;
  const after = { ...before, [changedStep]: { ...before[changedStep], [name]: value } };
  const oldPath = new Set(reachableSteps(flow, ctxOf(before)).map((s) => s.id));
  const stale = staleFields(before, name, value);
  return reachableSteps(flow, ctxOf(after))
    .filter((s) => s.kind === 'form' && s.id !== changedStep && (!oldPath.has(s.id) || s.fields.some((f) => stale.has(f.name))))
    .map((s) => s.id);
}

describe('edit from review: change each answer others depend on', () => {
  const walks = dependedOn.flatMap((name) => (ALTERNATIVES[typeOf(name) ?? ''] ?? []).map((value) => ({ name, value })));

  it('has alternatives for every depended-on field', () => {
    expect(dependedOn.sort()).toEqual(['country', 'timezone', 'unit']);
    for (const name of dependedOn) expect((ALTERNATIVES[typeOf(name) ?? ''] ?? []).length).toBeGreaterThan(0);
  });

  it('re-asks exactly the steps the change made stale or newly reachable, in flow order, and releases a booking that no longer fits', async () => {
    const started = performance.now();
    const record: string[] = [];
    for (const { name, value } of walks) {
      const label = `${name} -> ${String(value)}`;
      const base: MemberProfile = { unit: 'move', country: 'US', dateOfBirth: '1990-04-02', acceptsOptional: () => true };
      const api = await apiMember(app, undefined);
      const before = await walkToReview(api, base, {});
      const bookedBefore = (await databaseFacts(db, api.enrolmentId)).active;
      expect({ label, booked: bookedBefore.length }).toEqual({ label, booked: 1 });
      const expected = expectedReasked(before, name, value);

      const changedStep = rawFields.find(({ field }) => field.name === name)!.stepId;
      await api.saveOk(changedStep, { ...before[changedStep], [name]: value });
      const facts = await databaseFacts(db, api.enrolmentId);
      // Field by field: a re-asked step keeps, on the server, its answers the change left valid (none: no row).
      const stale = staleFields(before, name, value);
      for (const stepId of expected) {
        const left = Object.fromEntries(Object.entries(before[stepId] ?? {}).filter(([field]) => !stale.has(field)));
        expect({ label, stepId, kept: facts.answers[stepId] }).toEqual({ label, stepId, kept: Object.keys(left).length > 0 ? left : undefined });
      }
      const slotStale = expected.includes('appointment');
      expect({ label, active: facts.active.length }).toEqual({ label, active: slotStale ? 0 : 1 });

      // The server names the steps one by one, in flow order, as the member submits.
      const member: MemberProfile = { ...base, [name === marketField ? 'country' : name]: value };
      const asked: string[] = [];
      let answers: Answers = { ...facts.answers };
      for (let guard = 0; guard < 20; guard += 1) {
        const res = await api.submit();
        if (res.statusCode === 200) break;
        const { code, stepId } = res.json().error;
        // A step with no answer left is incomplete; one that kept some answers fails on the ones it lost.
        expect({ label, code }).toEqual({ label, code: answers[stepId] === undefined ? 'incomplete' : 'validation_failed' });
        // Answer only the step the server named, as the page does when it takes the member there.
        const step = flow.steps.find((s) => s.id === stepId)!;
        const stepAnswers: StepAnswers = memberStepAnswers(visibleFields(step, ctxOf(answers)), member);
        const slot = step.fields.some((f) => f.type === 'slot') ? await api.firstFreeSlot() : undefined;
        if (slot) stepAnswers.slot = slot;
        await api.saveOk(stepId, stepAnswers);
        answers = { ...answers, [stepId]: stepAnswers };
        asked.push(stepId);
      }
      expect({ label, asked }).toEqual({ label, asked: expected });
      record.push(`${label}: ${asked.join(', ') || 'nothing'}${slotStale ? ' (booking released)' : ''}`);
      const after = await databaseFacts(db, api.enrolmentId);
      expect({ label, status: after.enrolment?.status }).toEqual({ label, status: 'submitted' });
      const country = String(after.answers.country?.country);
      for (const booking of after.active) expect({ label, market: booking.market, unit: booking.unit }).toEqual({ label, market: marketOf(country), unit: member.unit });
      if (name === 'timezone') expect(after.answers.timezone).toEqual({ timezone: value });
      // A zone the new country does not list was asked again and answered as a member of that country would.
      else if (staleFields(before, name, value).has('timezone')) expect(after.answers.timezone).not.toEqual({ timezone: ZONE_OF_MARKET.US });
      else expect(after.answers.timezone).toEqual({ timezone: ZONE_OF_MARKET.US });
    }
    // Recorded for the closing note.
    console.log(`edit-walks: ${walks.length} walks in ${(performance.now() - started).toFixed(0)} ms\n${record.join('\n')}`);
  }, 120_000);
});
