import type { Database } from '../db/database';
import { openTestDatabase } from '../../../test/support/test-database';
import { hashSessionToken } from '../enrolment/session';
import { issueResumeLink, redeemResumeLink, ResumeDetailWrongError, ResumeLinkInvalidError } from './resume-links';

const now = new Date('2026-11-21T15:00:00Z');
let db: Database;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(() => db.close());

async function enrolment(dateOfBirth?: string): Promise<string> {
  const id = crypto.randomUUID();
  await db.query("insert into enrolments (id, session_hash, flow_id, flow_version, locale) values ($1, $2, 'onboarding', '1', 'en-US')", [id, hashSessionToken(id)]);
  if (dateOfBirth) await db.query("insert into step_answers (enrolment_id, step_id, answers) values ($1, 'profile', $2)", [id, JSON.stringify({ firstName: 'Ana', dateOfBirth })]);
  return id;
}
const sessionHash = async (id: string) => (await db.query<{ session_hash: string }>('select session_hash from enrolments where id = $1', [id])).rows[0].session_hash;

it('two devices redeeming the same link at once: exactly one gets the session', async () => {
  const id = await enrolment('1990-04-02');
  const token = await issueResumeLink(db, id, now);
  const results = await Promise.allSettled([0, 1, 2].map(() => redeemResumeLink(db, { token, detail: '1990-04-02', field: 'dateOfBirth', now })));
  const won = results.filter((r) => r.status === 'fulfilled');
  expect(won).toHaveLength(1);
  expect(results.filter((r) => r.status === 'rejected' && r.reason instanceof ResumeLinkInvalidError)).toHaveLength(2);
  expect(await sessionHash(id)).toBe(hashSessionToken((won[0] as PromiseFulfilledResult<{ sessionToken: string }>).value.sessionToken));
});

it('an enrolment without the detail answered cannot be opened: every try is wrong and counted', async () => {
  const id = await enrolment();
  const token = await issueResumeLink(db, id, now);
  const before = await sessionHash(id);
  await expect(redeemResumeLink(db, { token, detail: '1990-04-02', field: 'dateOfBirth', now })).rejects.toThrow(ResumeDetailWrongError);
  expect(await sessionHash(id)).toBe(before);
});

it('the detail must match exactly, not by prefix or case', async () => {
  const id = await enrolment('1990-04-02');
  const token = await issueResumeLink(db, id, now);
  for (const detail of ['1990-04-0', '1990-04-02 ', '']) {
    await expect(redeemResumeLink(db, { token, detail, field: 'dateOfBirth', now })).rejects.toThrow(ResumeDetailWrongError);
  }
  await expect(redeemResumeLink(db, { token, detail: '1990-04-02', field: 'dateOfBirth', now })).resolves.toMatchObject({ enrolmentId: id });
});

it('a link 1 s before its 24 h end still works; at the end it does not', async () => {
  const id = await enrolment('1990-04-02');
  const early = await issueResumeLink(db, id, now);
  await expect(redeemResumeLink(db, { token: early, detail: '1990-04-02', field: 'dateOfBirth', now: new Date(now.getTime() + 24 * 3600_000 - 1000) })).resolves.toMatchObject({ enrolmentId: id });
  const late = await issueResumeLink(db, id, now);
  await expect(redeemResumeLink(db, { token: late, detail: '1990-04-02', field: 'dateOfBirth', now: new Date(now.getTime() + 24 * 3600_000) })).rejects.toThrow(ResumeLinkInvalidError);
});
