import onboarding from '../../../flows/onboarding.json';
import type { FlowConfig } from '../../flow/flow-types';
import { loadFlow, resolveFlags } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import type { FastifyInstance } from 'fastify';
import { createHarness, US_ADULT_STEPS, type Harness } from '../../../test/support/test-harness';
import { DevOnlyError, repinOpenEnrolments } from './dev-repin';
import { acceptedSteps, revalidateAnswers } from '../enrolment/revalidate-answers';
import { devProgressRoute, resumeStep } from './dev-progress-route';
import { flowHash } from '../enrolment/flow-versions';

const shipped = loadFlow(onboarding);
const edit = (change: (flow: FlowConfig) => void) => {
  const copy = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
  change(copy);
  return loadFlow(copy);
};
const field = (flow: FlowConfig, step: string, name: string) => flow.steps.find((s) => s.id === step)!.fields!.find((f) => f.name === name)!;
const base = { flags: resolveFlags(shipped), presets: { unit: 'move' }, today: '2026-06-15', marketField: 'country' };
const saved = Object.fromEntries(US_ADULT_STEPS);

describe('revalidateAnswers (npm run dev after a flow edit)', () => {
  it('keeps every answer the edited flow still accepts', () => {
    expect(revalidateAnswers(shipped, saved, base)).toEqual({ answers: saved, reasked: [] });
  });

  it('drops answers of a field that is gone and keeps the rest of its step', () => {
    const flow = edit((f) => void (f.steps.find((s) => s.id === 'profile')!.fields = f.steps.find((s) => s.id === 'profile')!.fields!.filter((x) => x.name !== 'phone')));
    const { answers, reasked } = revalidateAnswers(flow, saved, base);
    expect(saved.profile).toHaveProperty('phone');
    expect(answers.profile).toEqual({ firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org' });
    expect(reasked).toEqual([]);
  });

  it('asks a step again when its answers fail the new rules, and drops the answers of a removed step', () => {
    const flow = edit((f) => {
      field(f, 'profile', 'firstName')['VALIDATIONS.maxLength'] = 2;
      f.steps = f.steps.filter((s) => s.id !== 'research');
    });
    const revalidated = revalidateAnswers(flow, saved, base);
    expect(revalidated.reasked.sort()).toEqual(['profile', 'research']);
    // Only the refused answer leaves its step; the re-pin keeps only the steps accepted whole.
    const { firstName: _refused, ...rest } = saved.profile;
    expect(revalidated.answers.profile).toEqual(rest);
    expect(Object.keys(acceptedSteps(revalidated))).not.toContain('profile');
    expect(revalidated.answers.language).toEqual({ language: 'EN' });
  });

  it('resumes on the first step that lost its answers when it comes before the member\'s step', () => {
    const flow = edit((f) => void (field(f, 'profile', 'firstName')['VALIDATIONS.maxLength'] = 2));
    const answers = acceptedSteps(revalidateAnswers(flow, saved, base));
    expect(resumeStep(flow, { ...base, answers }, 'health-network')).toBe('profile');
    expect(resumeStep(shipped, { ...base, answers: saved }, 'legal')).toBe('legal');
    expect(resumeStep(shipped, { ...base, answers: saved }, 'no-such-step')).toBe('appointment');
  });
});

describe('repinOpenEnrolments', () => {
  it('moves an open enrolment to the edited flow with re-validated answers on the same session, and is refused in production', async () => {
    const h = await createHarness();
    const member = await h.start();
    for (const [stepId, answers] of US_ADULT_STEPS.slice(0, 5)) expect((await h.save(member.cookie, stepId, answers)).statusCode).toBe(200);
    const flow = edit((f) => {
      field(f, 'profile', 'firstName')['VALIDATIONS.maxLength'] = 2;
      f.steps.find((s) => s.id === 'country')!.fields!.push({ name: 'postcode', type: 'text', labelKey: 'fields.firstName.label' });
    });
    const options = { flags: resolveFlags(flow), marketField: 'country', today: '2026-06-15' };
    await expect(repinOpenEnrolments(h.db, flow, { ...options, env: { NODE_ENV: 'production' } })).rejects.toThrow(DevOnlyError);
    expect((await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows).toEqual([{ flow_hash: flowHash(shipped) }]);

    const next = await buildApp({ db: h.db, flow, serveApp: false, rateLimit: false, now: () => h.clock.now, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
    await next.register(devProgressRoute, { db: h.db, flow, flags: options.flags, marketField: 'country', today: () => '2026-06-15' });
    expect(await repinOpenEnrolments(h.db, flow, options)).toBe(1);
    expect((await h.db.query('select flow_hash, flow_version from enrolments where id = $1', [member.enrolmentId])).rows).toEqual([{ flow_hash: flowHash(flow), flow_version: flow.version }]);
    const steps = (await h.db.query<{ step_id: string }>('select step_id from step_answers where enrolment_id = $1 order by step_id', [member.enrolmentId])).rows.map((r) => r.step_id);
    expect(steps).toEqual(['country', 'language', 'region', 'timezone']);
    expect(await repinOpenEnrolments(h.db, flow, options)).toBe(0);

    const progress = await next.inject({ method: 'GET', url: '/member/__dev/progress?step=about-you', headers: { cookie: member.cookie } });
    expect(progress.statusCode).toBe(200);
    expect(progress.headers['cache-control']).toBe('no-store');
    expect(progress.json()).toEqual({ flowHash: flowHash(flow), answers: Object.fromEntries(US_ADULT_STEPS.slice(0, 4)), stepId: 'profile' });
    // The same enrolment goes on: the profile is asked again under the new rule.
    expect((await next.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: { ...saved.profile, firstName: 'Al' } } })).statusCode).toBe(200);
    expect((await next.inject({ method: 'GET', url: '/member/__dev/progress', headers: { cookie: 'onb_sid=not-a-session' } })).statusCode).toBe(404);
    await next.close();
    await h.close();
  });

  describe('after a flag default edit', () => {
    // Closed after each test, pass or fail: an open database keeps Jest from exiting.
    let open: { close: () => Promise<void> }[] = [];
    afterEach(async () => {
      for (const closing of open.reverse()) await closing.close();
      open = [];
    });
    const irbOff = edit((f) => void (f.flags.showIrbConsent.default = false));
    // What `npm run dev` serves after the edit: the edited flow, with FLAG_ variables over its defaults.
    const devApp = async (db: Harness['db'], now: () => Date, flagOverrides: Record<string, boolean>, flow = irbOff) => {
      const app = await buildApp({ db, flow, serveApp: false, rateLimit: false, now, config: { flagOverrides, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
      open.push(app);
      return { app, flags: resolveFlags(flow, flagOverrides) };
    };
    const enrolment = async (app: FastifyInstance, cookie: string) =>
      (await app.inject({ method: 'GET', url: '/member/enrolment', headers: { cookie } })).json<{ flags: Record<string, boolean>; answers: Record<string, unknown> }>();

    it('moves an open enrolment to the new default: the research step and its answer are gone for the member', async () => {
      const h = await createHarness();
      open.push(h);
      const member = await h.memberBeforeAppointment();
      expect((await enrolment(h.app, member.cookie)).flags.showIrbConsent).toBe(true);
      const next = await devApp(h.db, () => h.clock.now, {});
      expect(await repinOpenEnrolments(h.db, irbOff, { flags: next.flags, marketField: 'country', today: '2026-06-15' })).toBe(1);

      const seen = await enrolment(next.app, member.cookie);
      expect(seen.flags.showIrbConsent).toBe(false);
      expect(Object.keys(seen.answers)).not.toContain('research');
      expect(Object.keys(seen.answers)).toContain('health-network');
      const research = await next.app.inject({ method: 'PUT', url: '/member/enrolment/steps/research', headers: { cookie: member.cookie }, payload: { answers: { irbConsent: true } } });
      expect(research.json<{ error: { code: string } }>().error.code).toBe('step_unreachable');
    });

    it('keeps a flag a FLAG_ variable sets on the dev server over the new default', async () => {
      const h = await createHarness();
      open.push(h);
      const member = await h.memberBeforeAppointment();
      const next = await devApp(h.db, () => h.clock.now, { showIrbConsent: true });
      await repinOpenEnrolments(h.db, irbOff, { flags: next.flags, marketField: 'country', today: '2026-06-15' });

      const seen = await enrolment(next.app, member.cookie);
      expect(seen.flags.showIrbConsent).toBe(true);
      expect(seen.answers.research).toEqual({ irbConsent: false });
    });

    it('moves an open enrolment when the dev server restarts on the same flow with another FLAG_ variable', async () => {
      const h = await createHarness();
      open.push(h);
      const member = await h.memberBeforeAppointment();
      const next = await devApp(h.db, () => h.clock.now, { showIrbConsent: false }, shipped);
      expect(await repinOpenEnrolments(h.db, shipped, { flags: next.flags, marketField: 'country', today: '2026-06-15' })).toBe(1);

      const seen = await enrolment(next.app, member.cookie);
      expect(seen.flags.showIrbConsent).toBe(false);
      expect(Object.keys(seen.answers)).not.toContain('research');
      expect(await repinOpenEnrolments(h.db, shipped, { flags: next.flags, marketField: 'country', today: '2026-06-15' })).toBe(0);
    });
  });
});
