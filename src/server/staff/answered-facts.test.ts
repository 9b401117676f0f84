import { createHarness, type Harness } from '../../../test/support/test-harness';
import { recordMarketField } from './answered-facts';
import { listEnrolments } from './staff-enrolments';

// The list's unit and market are kept on the enrolment from the answers, by whichever writer touches them.
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(() => h.close());

const marketOf = async (market: string) => (await listEnrolments(h.db, { market })).rows.map((row) => row.id);

it('follows a member\'s country and unit through saves, a removed answer and a renamed country field', async () => {
  const member = await h.memberBeforeAppointment({ locale: 'en-US', unit: 'move' });
  expect(await marketOf('US')).toEqual([member.enrolmentId]);
  expect((await listEnrolments(h.db, { unit: 'move' })).total).toBe(1);

  expect((await h.save(member.cookie, 'country', { country: 'GB' })).statusCode).toBe(200);
  expect([await marketOf('US'), await marketOf('UK')]).toEqual([[], [member.enrolmentId]]);

  // A writer other than the save (a version move drops the step): the market goes with the answer.
  await h.db.query("delete from step_answers where enrolment_id = $1 and step_id = 'country'", [member.enrolmentId]);
  expect((await listEnrolments(h.db, {})).rows[0].market).toBeNull();

  // A flow whose country field is named otherwise: every enrolment's country is read again from that field.
  await h.db.query("insert into step_answers (enrolment_id, step_id, answers) values ($1, 'home', '{\"homeCountry\":\"PT\"}')", [member.enrolmentId]);
  expect(await marketOf('EU')).toEqual([]);
  await recordMarketField(h.db, 'homeCountry');
  expect(await marketOf('EU')).toEqual([member.enrolmentId]);
  await recordMarketField(h.db, 'country');
  expect(await marketOf('EU')).toEqual([]);
});

it('refuses a country field name that is not a plain identifier, and keeps the one it had', async () => {
  await expect(recordMarketField(h.db, "country' or '1'='1")).rejects.toThrow(/listing_settings_market_field_check/);
  const { rows } = await h.db.query<{ market_field: string }>('select market_field from listing_settings');
  expect(rows).toEqual([{ market_field: 'country' }]);
});
