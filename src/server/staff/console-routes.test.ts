import { createHarness, type Harness } from '../../../test/support/test-harness';
import { tempDir } from '../../../test/support/temp-dir';
import { STAFF_COOKIE } from './staff-sessions';
import { staffCookieOf } from '../../../test/support/cookies';
import { ALICE, BOB } from '../../../test/support/staff-tokens';

let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE, bob: BOB } });
});
afterAll(() => h.close());

const signIn = async (token = ALICE) => staffCookieOf(await h.app.inject({ method: 'POST', url: '/staff/session', payload: { token } }));
const write = { 'x-staff-request': '1' };

async function submitted(unit = 'move', country: [string, string, string] = ['US', 'NY', 'America/New_York']) {
  const member = await h.start({ locale: 'en-US', unit });
  const steps: [string, object][] = [
    ['language', { language: 'EN' }], ['country', { country: country[0] }], ['region', { region: country[1] }], ['timezone', { timezone: country[2] }],
    ['profile', { firstName: 'Ana', lastName: 'Silva', dateOfBirth: '1990-04-02', email: 'ana@example.org', phone: country[0] === 'US' ? '+1 212 555 0100' : '+351 912 345 678' }],
    ['about-you', { gender: 'female', education: 'degree', race: 'hispanic', employment: 'full_time' }],
    ['legal', { termsConsent: true, privacyConsent: true, telehealthConsent: true, nonDiscriminationConsent: true }],
    ['hipaa', { hipaaConsent: true }], ['gdpr', { gdprConsent: true }], ['research', { irbConsent: false }], ['health-network', { healthNetworkConsent: true }], ['appointment', {}],
  ];
  for (const [stepId, answers] of steps) {
    const res = await h.save(member.cookie, stepId, answers);
    if (res.statusCode === 409 && res.json().error.code === 'step_unreachable') continue;
    if (res.statusCode !== 200) throw new Error(`${stepId}: ${res.statusCode} ${res.body}`);
  }
  const res = await h.app.inject({ method: 'POST', url: '/member/enrolment/submit', headers: { cookie: member.cookie, 'idempotency-key': `console-${member.enrolmentId}` } });
  if (res.statusCode !== 200) throw new Error(`submit: ${res.statusCode} ${res.body}`);
  return member.enrolmentId;
}

describe('console sign-in session', () => {
  it('refuses a wrong token without a cookie, and exchanges a right one for an HttpOnly SameSite=Strict cookie whose hash only is stored', async () => {
    const wrong = await h.app.inject({ method: 'POST', url: '/staff/session', payload: { token: 'not-the-token-at-all' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('wrong_staff_token');
    expect(wrong.cookies).toEqual([]);

    const res = await h.app.inject({ method: 'POST', url: '/staff/session', payload: { token: ALICE } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ staff: 'alice', idleSeconds: 1800 });
    const jar = res.cookies.find((c) => c.name === STAFF_COOKIE)!;
    expect(jar).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/staff' });
    expect(jar.secure).toBeFalsy();
    expect(res.body).not.toContain(jar.value);
    const { rows } = await h.db.query<{ token_hash: string; staff_name: string }>('select token_hash, staff_name from staff_sessions');
    expect(rows.some((r) => r.staff_name === 'alice')).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(jar.value);
    expect(JSON.stringify(rows)).not.toContain(ALICE);
  });

  it('answers who is signed in, 401 without a cookie', async () => {
    expect((await h.app.inject({ url: '/staff/session' })).statusCode).toBe(401);
    const cookie = await signIn(BOB);
    expect((await h.app.inject({ url: '/staff/session', headers: { cookie } })).json()).toEqual({ staff: 'bob', idleSeconds: 1800 });
  });

  it('expires after 1800 s without activity, and activity keeps it alive', async () => {
    const cookie = await signIn();
    const start = h.clock.now;
    try {
      h.clock.now = new Date(start.getTime() + 1799_000);
      expect((await h.app.inject({ url: '/staff/enrolments', headers: { cookie } })).statusCode).toBe(200);
      h.clock.now = new Date(start.getTime() + (1799 + 1800) * 1000);
      expect((await h.app.inject({ url: '/staff/enrolments', headers: { cookie } })).statusCode).toBe(200);
      h.clock.now = new Date(start.getTime() + (1799 + 1800 + 1801) * 1000);
      const expired = await h.app.inject({ url: '/staff/enrolments', headers: { cookie } });
      expect(expired.statusCode).toBe(401);
      expect(expired.json().error.code).toBe('staff_session_expired');
      expect((await h.app.inject({ url: '/staff/session', headers: { cookie } })).statusCode).toBe(401);
    } finally {
      h.clock.now = start;
    }
  });

  it('ends 8 h after sign-in however busy', async () => {
    const cookie = await signIn();
    const start = h.clock.now;
    try {
      for (let seconds = 1700; seconds < 8 * 3600; seconds += 1700) {
        h.clock.now = new Date(start.getTime() + seconds * 1000);
        expect((await h.app.inject({ url: '/staff/session', headers: { cookie } })).statusCode).toBe(200);
      }
      h.clock.now = new Date(start.getTime() + (8 * 3600 + 1) * 1000);
      expect((await h.app.inject({ url: '/staff/session', headers: { cookie } })).json().error.code).toBe('staff_session_expired');
    } finally {
      h.clock.now = start;
    }
  });

  it('signs out on the server: only with the console header, and the old cookie opens nothing after', async () => {
    const cookie = await signIn();
    const forged = await h.app.inject({ method: 'DELETE', url: '/staff/session', headers: { cookie } });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error.code).toBe('csrf_header_missing');
    expect((await h.app.inject({ url: '/staff/session', headers: { cookie } })).statusCode).toBe(200);
    const out = await h.app.inject({ method: 'DELETE', url: '/staff/session', headers: { cookie, ...write } });
    expect(out.statusCode).toBe(204);
    expect(out.cookies.find((c) => c.name === STAFF_COOKIE)?.value).toBe('');
    expect((await h.app.inject({ url: '/staff/enrolments', headers: { cookie } })).statusCode).toBe(401);
  });

  it('ends a session whose name left STAFF_TOKENS', async () => {
    const cookie = await signIn();
    await h.db.query("update staff_sessions set staff_name = 'carol' where staff_name = 'alice'");
    expect((await h.app.inject({ url: '/staff/enrolments', headers: { cookie } })).statusCode).toBe(401);
  });
});

describe('console enrolments', () => {
  let cookie: string;
  let us: string;
  let pt: string;
  let inProgress: string;
  beforeAll(async () => {
    cookie = await signIn();
    us = await submitted('move');
    pt = await submitted('bloom', ['PT', 'LISBOA', 'Europe/Lisbon']);
    inProgress = (await h.start({ locale: 'fr-CA', unit: 'mind' })).enrolmentId;
  });
  const list = async (query: string) => {
    const res = await h.app.inject({ url: `/staff/enrolments${query}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    return res.json<{ enrolments: { id: string; unit: string; market: string | null; patientState: string | null; status: string; flowVersion: string }[]; total: number; pageSize: number; page: number; previous: string | null; next: string | null }>();
  };

  it('lists every enrolment with its unit, market, flow version, status and state, and filters them', async () => {
    const all = await list('');
    expect(all.pageSize).toBe(25);
    const row = (id: string) => all.enrolments.find((e) => e.id === id);
    expect(row(us)).toMatchObject({ unit: 'move', market: 'US', status: 'submitted', patientState: 'enrolled_300' });
    expect(row(pt)).toMatchObject({ unit: 'bloom', market: 'EU', status: 'submitted', patientState: 'enrolled_300' });
    expect(row(inProgress)).toMatchObject({ unit: 'mind', market: null, status: 'in_progress', patientState: null });
    expect(all.enrolments[0].flowVersion).toMatch(/\S/);

    const ids = async (query: string) => (await list(query)).enrolments.map((e) => e.id);
    expect(await ids('?unit=bloom')).toContain(pt);
    expect(await ids('?unit=bloom')).not.toContain(us);
    expect(await ids('?market=EU')).toEqual(expect.arrayContaining([pt]));
    expect(await ids('?market=EU')).not.toContain(us);
    expect(await ids('?state=none')).toContain(inProgress);
    expect(await ids('?state=none')).not.toContain(us);
    expect(await ids('?state=enrolled')).toEqual(expect.arrayContaining([us, pt]));
    expect(await ids('?state=closed')).not.toContain(us);
    expect(await ids('?from=2026-11-21&to=2026-11-21')).toEqual(expect.arrayContaining([us, pt, inProgress]));
    expect(await ids('?from=2026-11-22')).toEqual([]);
    expect(await ids('?to=2026-11-20')).toEqual([]);
  });

  it('files an undecodable state under unknown', async () => {
    const odd = await submitted('thrive');
    await h.db.query("update enrolments set patient_state = 'enrolled_99999999999999999999' where id = $1", [odd]);
    const unknown = (await list('?state=unknown')).enrolments.map((e) => e.id);
    expect(unknown).toContain(odd);
    expect(unknown).not.toContain(us);
    expect((await list('?state=enrolled')).enrolments.map((e) => e.id)).not.toContain(odd);
  });

  it('pages by 25', async () => {
    const before = (await list('')).total;
    for (let i = before; i < 27; i += 1) await h.start({ locale: 'en-US', unit: 'move' });
    const first = await list('');
    expect(first).toMatchObject({ page: 1, previous: null });
    const second = await list(`?after=${first.next ?? 'none'}`);
    expect(first.enrolments).toHaveLength(25);
    expect(second.enrolments).toHaveLength(first.total - 25);
    expect(second).toMatchObject({ page: 2, next: null });
    expect(second.enrolments.map((e) => e.id).filter((id) => first.enrolments.some((e) => e.id === id))).toEqual([]);
    // Back by key from the second page's first row: the first page again.
    expect((await list(`?before=${second.previous ?? 'none'}`)).enrolments.map((e) => e.id)).toEqual(first.enrolments.map((e) => e.id));
  });

  it.each([
    ['?page=2'], ['?after=2026-13-01T00:00:00.000000Z_00000000-0000-4000-8000-000000000000'], ['?after=x'], ['?after=2026-11-21T15:00:00Z_00000000-0000-4000-8000-000000000000'],
    ['?after=2026-11-21T15:00:00.000000Z_00000000-0000-4000-8000-000000000000&before=2026-11-21T15:00:00.000000Z_00000000-0000-4000-8000-000000000000'], ['?unit=nobody'], ['?market=XX'], ['?state=enrolled_300'], ['?from=2026-02-30'], ['?from=2026-11-22&to=2026-11-21'],
    ['?email=ana@example.org'], ['?from=%00'],
  ])('refuses %s', async (query) => {
    expect((await h.app.inject({ url: `/staff/enrolments${query}`, headers: { cookie } })).statusCode).toBe(400);
  });

  it('shows one enrolment: answers, receipts, booking, history and the transitions offered', async () => {
    const res = await h.app.inject({ url: `/staff/enrolments/${us}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const detail = res.json();
    expect(detail).toMatchObject({ id: us, unit: 'move', market: 'US', status: 'submitted', patientState: 'enrolled_300', answerContext: { country: 'US', timezone: 'America/New_York' } });
    const profile = detail.steps.find((s: { stepId: string }) => s.stepId === 'profile');
    expect(profile.answers.find((a: { field: { name: string } }) => a.field.name === 'firstName')).toEqual({ field: { name: 'firstName', type: 'text', labelKey: expect.any(String) }, value: 'Ana' });
    expect(detail.receipts.map((r: { consentId: string }) => r.consentId)).toEqual(expect.arrayContaining(['termsConsent', 'hipaaConsent', 'irbConsent']));
    expect(detail.receipts[0]).toEqual(expect.objectContaining({ decision: expect.any(String), locale: 'en-US', flowVersion: expect.any(String), decidedAt: expect.any(String), shownSha256: expect.stringMatching(/^[0-9a-f]{64}$/) }));
    expect(detail.history).toEqual([{ from: null, to: 'enrolled_300', changedBy: 'system', changedAt: expect.any(String), reason: null }]);
    expect(detail.offered).toEqual(['excluded_530', 'on_hold_700', 'closed_900']);
    expect(detail.booking === null || ['held', 'confirmed', 'cancelled'].includes(detail.booking.status)).toBe(true);
    expect((await h.app.inject({ url: '/staff/enrolments/00000000-0000-4000-8000-000000000000', headers: { cookie } })).statusCode).toBe(404);
  });

  it('applies a transition with the session only with the console header and a reason, and writes the reason and who to the history', async () => {
    const url = `/staff/enrolments/${us}/transitions`;
    const post = (payload: object, headers: Record<string, string> = write) => h.app.inject({ method: 'POST', url, headers: { cookie, ...headers }, payload });
    expect((await post({ to: 'on_hold_700', reason: 'Travelling' }, {})).json().error.code).toBe('csrf_header_missing');
    for (const reason of [undefined, '', '   ', 'x'.repeat(501), 'bad\u0000reason']) {
      expect((await post(reason === undefined ? { to: 'on_hold_700' } : { to: 'on_hold_700', reason })).statusCode).toBe(400);
    }
    const applied = await post({ to: 'on_hold_700', reason: '  Travelling for a month ' });
    expect(applied.json()).toEqual({ patientState: 'on_hold_700' });
    const detail = (await h.app.inject({ url: `/staff/enrolments/${us}`, headers: { cookie } })).json();
    expect(detail.history[1]).toMatchObject({ from: 'enrolled_300', to: 'on_hold_700', changedBy: 'alice', reason: 'Travelling for a month' });
    expect(detail.offered).toContain('enrolled_300');
    expect(detail.offered).not.toContain('active_400');
    expect(detail.offered).not.toContain('on_hold_700');
    expect(detail.offered).not.toContain('on_hold_710');
  });
});

describe('audit log', () => {
  it('records every staff read and change with who, what and when, and no member data', async () => {
    const cookie = await signIn(BOB);
    const id = await submitted('move');
    await h.app.inject({ url: '/staff/enrolments?unit=move', headers: { cookie } });
    await h.app.inject({ url: `/staff/enrolments/${id}`, headers: { cookie } });
    await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: { cookie, ...write }, payload: { to: 'closed_900', reason: 'Ana Silva moved away' } });
    await h.app.inject({ url: `/staff/enrolments/${id}/history`, headers: { authorization: `Bearer ${BOB}` } });
    const res = await h.app.inject({ url: '/staff/audit', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { entries, pageSize, total } = res.json<{ entries: { staff: string; action: string; enrolmentId: string | null; at: string }[]; pageSize: number; total: number }>();
    expect(pageSize).toBe(50);
    expect(total).toBeGreaterThanOrEqual(entries.length);
    const bobs = entries.filter((e) => e.staff === 'bob').slice(0, 5).map((e) => [e.action, e.enrolmentId]);
    expect(bobs).toEqual([['view_audit', null], ['view_history', id], ['apply_transition', id], ['view_enrolment', id], ['list_enrolments', null]]);
    const { rows } = await h.db.query('select * from staff_audit');
    const text = JSON.stringify(rows);
    for (const memberData of ['Ana', 'Silva', 'ana@example.org', '1990-04-02', 'closed_900', 'moved away']) expect(text).not.toContain(memberData);
  });

  it('cannot be changed or deleted', async () => {
    await expect(h.db.query("update staff_audit set staff_name = 'mallory'")).rejects.toThrow(/append-only/);
    await expect(h.db.query('delete from staff_audit')).rejects.toThrow(/append-only/);
    await expect(h.db.query('truncate staff_audit')).rejects.toThrow(/append-only/);
    expect((await h.db.query<{ n: number }>("select count(*)::int as n from staff_audit where staff_name = 'mallory'")).rows[0].n).toBe(0);
  });

  it('is staff only', async () => {
    expect((await h.app.inject({ url: '/staff/audit' })).statusCode).toBe(401);
    expect((await h.app.inject({ url: '/staff/audit?page=0', headers: { authorization: `Bearer ${ALICE}` } })).statusCode).toBe(400);
  });
});

describe('console rate limits', () => {
  let limited: Harness;
  beforeAll(async () => {
    limited = await createHarness({ staffTokens: { alice: ALICE }, rateLimit: true });
  });
  afterAll(() => limited.close());

  it('counts wrong sign-ins as failed staff sign-ins (10 per 15 min), but not the signed-out check, and never refuses the right token', async () => {
    for (let i = 0; i < 20; i += 1) expect((await limited.app.inject({ url: '/staff/session' })).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1) expect((await limited.app.inject({ method: 'POST', url: '/staff/session', payload: { token: `wrong-token-${i}-xxxxxxxx` } })).statusCode).toBe(401);
    const locked = await limited.app.inject({ method: 'POST', url: '/staff/session', payload: { token: 'wrong-token-10-xxxxxxxx' } });
    expect(locked.statusCode).toBe(429);
    expect(locked.cookies).toEqual([]);
    const right = await limited.app.inject({ method: 'POST', url: '/staff/session', payload: { token: ALICE } });
    expect(right.statusCode).toBe(200);
    expect(right.cookies.map((c) => c.name)).toEqual([STAFF_COOKIE]);
  });
});

describe('console page', () => {
  it('is served at /console/ and its deep links, never cached, beside the member app', async () => {
    const fs = await import('fs');
    const path = await import('path');
    const Fastify = (await import('fastify')).default;
    const { appRoutes } = await import('../page/app-routes');
    const dir = tempDir('dist-console-');
    fs.writeFileSync(path.join(dir, 'index.html'), '<body><script id=runtime-config type=application/json>{}</script></body>');
    fs.writeFileSync(path.join(dir, 'console.html'), '<body><div id="root"></div><p>console page</p></body>');
    const app = Fastify();
    await app.register(appRoutes, { distDir: dir, runtime: { flags: {}, apiBase: '/member', appHost: 'https://app.test' } });
    for (const url of ['/console/', '/console/enrolments/00000000-0000-4000-8000-000000000000', '/console/audit?page=2']) {
      const res = await app.inject(url);
      expect([res.statusCode, res.headers['cache-control'], res.body]).toEqual([200, 'no-store', expect.stringContaining('console page')]);
    }
    expect((await app.inject('/console')).headers.location).toBe('/console/');
    expect((await app.inject('/v3/dist/')).body).not.toContain('console page');
    await app.close();
  });
});
