import { createHarness, type Harness } from '../../../test/support/test-harness';
import { submittedMember } from '../../../test/support/submitted-member';
import { ALICE } from '../../../test/support/staff-tokens';

const auth = { authorization: `Bearer ${ALICE}` };
let h: Harness;
beforeAll(async () => {
  h = await createHarness({ staffTokens: { alice: ALICE } });
});
afterAll(() => h.close());

// Typed reasons with what a screen hides: bidi overrides and isolates, zero-width characters, a BOM, soft hyphens,
// line breaks and tabs; what the care team sees afterwards must read as the letters typed.
const TYPED: [string, string][] = [
  ['Member\u202e asked\u202c to pause', 'Member asked to pause'],
  ['Pause\u200b\u200c\u200d\u2060 requested', 'Pause requested'],
  ['\ufeffLeft \u2066the\u2069 clinic', 'Left the clinic'],
  ['  Moved\n\n\tabroad \r\n ', 'Moved abroad'],
  ['Call\u00adback later', 'Callback later'],
];

/** Applies a transition and a withdrawal with `reason`; what the console's history and withdrawals then show. */
async function bothReasons(reason: string) {
  const id = await submittedMember(h.app);
  const applied = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/transitions`, headers: auth, payload: { to: 'on_hold_703', reason } });
  const withdrawn = await h.app.inject({ method: 'POST', url: `/staff/enrolments/${id}/withdrawals`, headers: auth, payload: { consent: 'irbConsent', reason } });
  const detail = (await h.app.inject({ url: `/staff/enrolments/${id}`, headers: auth })).json<{ history: { reason: string | null }[]; withdrawals: { reason: string }[] }>();
  const history = (await h.app.inject({ url: `/staff/enrolments/${id}/history`, headers: auth })).json<{ history: { reason: string | null }[] }>();
  return { applied, withdrawn, detail, history: history.history };
}

describe('a staff-written reason, for a transition as for a withdrawal', () => {
  it.each(TYPED)('%j is stored and shown as %j by both', async (typed, shown) => {
    const { applied, withdrawn, detail, history } = await bothReasons(typed);
    expect([applied.statusCode, withdrawn.statusCode]).toEqual([200, 200]);
    expect(history.at(-1)?.reason).toBe(shown);
    expect(detail.history.at(-1)?.reason).toBe(shown);
    expect(detail.withdrawals.at(-1)?.reason).toBe(shown);
  });

  it.each(['\u202e\u200b', '\u200b \u2060\t'])('%j (nothing visible) is refused by both with 400 reason_missing', async (typed) => {
    const { applied, withdrawn, history } = await bothReasons(typed);
    expect([applied.statusCode, applied.json().error.code]).toEqual([400, 'reason_missing']);
    expect([withdrawn.statusCode, withdrawn.json().error.code]).toEqual([400, 'reason_missing']);
    // Nothing was changed by the refused transition.
    expect(history.map((row) => row.reason)).toEqual([null]);
  });
});
