import moment from 'moment-timezone';
import type { Answers } from './flow-types';
import { fieldValue } from './flow-facts';

/** The zone the member chose, when it is a known zone; else UTC. */
export function memberZone(answers: Answers): string {
  const zone = fieldValue({ answers, presets: {} }, 'timezone');
  return typeof zone === 'string' && moment.tz.zone(zone) ? zone : 'UTC';
}

/** The member's calendar day (YYYY-MM-DD) at `now` in `zone`. */
export const memberDay = (now: Date, zone: string): string => moment.tz(now, zone).format('YYYY-MM-DD');

/**
 * The day ages are counted on, for the server and the page alike: the member's own calendar day at `now` in the zone
 * she answered, never the server's (UTC) or the browser's, which can be a day either side of hers.
 */
export const memberToday = (now: Date, answers: Answers): string => memberDay(now, memberZone(answers));
