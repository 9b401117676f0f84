import { createHarness, type Harness } from '../../../test/support/test-harness';
import { ALICE } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { ops: ALICE } });
});
afterAll(() => h.close());

describe('no cache keeps a member or staff API answer', () => {
  it('sends Cache-Control: no-store on every member and staff answer, success or refusal', async () => {
    const started = await h.app.inject({ method: 'POST', url: '/member/enrolments', payload: { locale: 'en-US', unit: 'move' } });
    const cookie = `onb_sid=${started.cookies.find((c) => c.name === 'onb_sid')?.value ?? ''}`;
    const { enrolmentId } = started.json<{ enrolmentId: string }>();
    const staff = { authorization: `Bearer ${ALICE}` };
    const answers = [
      started,
      await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/language', headers: { cookie }, payload: { answers: { language: 'EN' } } }),
      await h.app.inject({ method: 'PUT', url: '/member/enrolment/steps/profile', headers: { cookie }, payload: { answers: { firstName: 'Ana' } } }),
      await h.app.inject({ url: '/member/enrolment/slots', headers: { cookie } }),
      await h.app.inject({ url: '/member/enrolment', headers: { cookie } }),
      await h.app.inject({ url: '/member/enrolment' }),
      await h.app.inject({ url: `/staff/enrolments/${enrolmentId}`, headers: staff }),
      await h.app.inject({ url: '/staff/enrolments', headers: staff }),
      await h.app.inject({ url: '/staff/enrolments' }),
      await h.app.inject({ url: '/staff/audit', headers: staff }),
    ];
    expect(answers.map((res) => res.statusCode)).toEqual([201, 200, 400, 200, 200, 401, 200, 200, 401, 200]);
    for (const res of answers) expect([res.raw.req.url, res.headers['cache-control']]).toEqual([res.raw.req.url, 'no-store']);
  });
});
