import type { RateLimitTable } from '../../src/server/limits/rate-limits';
import { call, newTally } from './proxy-client';
import { burst } from './proxy-members';

/** What the checks need: the proxy, one node directly, a staff token, the limits the nodes run with. */
interface Options {
  base: string;
  direct: string;
  staffToken: string;
  limits: RateLimitTable;
  check: (name: string, ok: boolean, detail?: string) => void;
}

const EXTRA = 30;
const SLOTS = '/member/enrolment/slots';
const STAFF = '/staff/enrolments/00000000-0000-4000-8000-000000000000/transitions';

/**
 * Rate limits hold across nodes: one enrolment's burst through the proxy (spread over the nodes that are
 * left) gets as many 429s as another enrolment's burst against one node, and both as many as the limit
 * says; failed staff sign-ins sent through the proxy are refused after the limit, the right token then too.
 */
export async function rateLimitChecks({ base, direct, staffToken, limits, check }: Options): Promise<void> {
  const viaProxy = newTally();
  const throughProxy = (await call(base, viaProxy, 'POST', '/member/enrolments', { body: { locale: 'en-US' } })).setCookie;
  const oneNode = (await call(direct, newTally(), 'POST', '/member/enrolments', { body: { locale: 'en-US' } })).setCookie;
  if (!throughProxy || !oneNode) {
    check('rate-limit bursts could start their enrolments', false);
    return;
  }
  const count = limits.memberEnrolment.max + EXTRA;
  const proxied = await burst(base, viaProxy, count, SLOTS, { cookie: throughProxy });
  const single = await burst(direct, newTally(), count, SLOTS, { cookie: oneNode });
  const spread = [...viaProxy.byNode.values()].filter((n) => n > 0).length;
  console.log(`  burst of ${count} calls of one enrolment: ${proxied} × 429 through the proxy (over ${spread} nodes), ${single} × 429 against one node`);
  check('one enrolment\'s burst gets the same 429 count through the proxy as against one node', proxied === single && proxied === EXTRA && spread >= 2, `${proxied} vs ${single}, expected ${EXTRA}`);

  const staffTally = newTally();
  const guesses = limits.staffFailures.max + 5;
  const refused = await burst(base, staffTally, guesses, STAFF, { headers: { authorization: 'Bearer not-the-token-0123456789' } });
  const right = await call(base, staffTally, 'GET', STAFF, { headers: { authorization: `Bearer ${staffToken}` } });
  console.log(`  ${guesses} wrong staff tokens through the proxy: ${refused} × 429; then the right token: ${right.status}`);
  // At most the limit's attempts get through, whichever node each reaches. Sent at once, each attempt is counted per
  // address and per token tried, two counters it may reach in different orders, and an attempt over the limit on either
  // is refused: never more than the limit get through, and (five over it, sent at once) never fewer than half of it. The right token is never refused
  // for others' failures (404: the probe's enrolment does not exist).
  const through = guesses - refused;
  check('failed staff sign-ins are limited across nodes', through <= limits.staffFailures.max && through >= limits.staffFailures.max / 2 && right.status === 404,
    `${through} attempts through of ${guesses} (at most ${limits.staffFailures.max}), then ${right.status}`);
}
