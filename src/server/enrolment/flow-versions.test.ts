import onboarding from '../../../flows/onboarding.json';
import type { FlowConfig } from '../../flow/flow-types';
import { loadFlow } from '../../flow/load-flow';
import { buildApp } from '../http/app';
import { createHarness } from '../../../test/support/test-harness';
import { flowHash } from './flow-versions';

describe('flow versions', () => {
  it('records the content hash of the flow each enrolment started on, and moves an open one to a newly published version', async () => {
    const h = await createHarness();
    const member = await h.start();
    const oldHash = flowHash(loadFlow(onboarding));
    expect((await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows).toEqual([{ flow_hash: oldHash }]);

    // Staff publish a version where the phone number is optional and the first name may be 10 characters at most.
    const edited = JSON.parse(JSON.stringify(onboarding)) as FlowConfig;
    const profile = edited.steps.find((s) => s.id === 'profile')!;
    profile.fields = profile.fields!.map((f) => (f.name === 'firstName' ? { ...f, 'VALIDATIONS.maxLength': 10 } : f.name === 'phone' ? { ...f, 'VALIDATIONS.required': false } : f));
    const newFlow = loadFlow(edited);
    const next = await buildApp({ db: h.db, flow: newFlow, serveApp: false, rateLimit: false, now: () => h.clock.now, config: { flagOverrides: {}, cookieSecure: false, appHost: 'https://app.test', distDir: '/none' } });
    const profileAnswers = { firstName: 'Maximiliana', lastName: 'S', dateOfBirth: '1990-01-01', email: 'm@example.org' };
    for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'FR' }], ['timezone', { timezone: 'Europe/Paris' }]] as const) {
      expect((await next.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie: member.cookie }, payload: { answers } })).statusCode).toBe(200);
    }
    // The member in progress moved to the new version at their first request after it: its rules apply, same enrolment.
    const old = await next.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie: member.cookie }, payload: { answers: profileAnswers } });
    expect(old.json().error.fields).toEqual([{ field: 'firstName', rule: 'maxLength' }]);
    expect((await h.db.query('select flow_hash from enrolments where id = $1', [member.enrolmentId])).rows).toEqual([{ flow_hash: flowHash(newFlow) }]);

    // A new member gets the new version.
    const started = await next.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `onb_sid=${started.cookies.find((c) => c.name === 'onb_sid')!.value}`;
    for (const [stepId, answers] of [['language', { language: 'EN' }], ['country', { country: 'FR' }], ['timezone', { timezone: 'Europe/Paris' }]] as const) {
      await next.inject({ method: 'PUT', url: `/member/enrolment/steps/${stepId}`, headers: { cookie }, payload: { answers } });
    }
    const fresh = await next.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie }, payload: { answers: profileAnswers } });
    expect(fresh.json().error.fields).toEqual([{ field: 'firstName', rule: 'maxLength' }]);
    const versions = (await h.db.query('select hash from flow_versions order by first_served_at, hash')).rows.map((r) => r.hash);
    expect(versions).toEqual(expect.arrayContaining([oldHash, flowHash(newFlow)]));
    await next.close();
    await h.close();
  });
});
