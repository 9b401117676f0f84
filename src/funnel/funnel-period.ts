/** A period the funnel answers for, as its first and last calendar day (UTC, both included). */
export interface FunnelPeriod {
  from: string;
  to: string;
}

/** What a request for the days from `from` to `to` gets: the week answered, or why not and which weeks may be asked. */
export type PeriodAnswer =
  | { published: FunnelPeriod }
  | { refused: 'not_one_week'; weeks: FunnelPeriod[] }
  | { refused: 'not_yet_published'; publishedFrom: string; weeks: FunnelPeriod[] };

const DAY_MS = 86_400_000;

/**
 * Days after a week's Sunday before its funnel is published: a member sent to a step late on Sunday counts as left
 * 24 h later, at the next sweep (every 15 minutes), so two days leave room for a late sweep. A leaver counted after
 * a week is published counts on the sweep's own day instead, so a published week never changes.
 */
export const SETTLE_DAYS = 2;

/** The most weeks a refusal names (those the asked days touch, else the latest published). */
const MAX_NAMED_WEEKS = 6;

const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const isDay = (text: string) => /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(text);

/** The ISO week (Monday to Sunday, UTC) holding a calendar day. */
export function isoWeekOf(day: string): FunnelPeriod {
  const ms = msOf(day);
  const monday = ms - ((new Date(ms).getUTCDay() + 6) % 7) * DAY_MS;
  return { from: dayOf(monday), to: dayOf(monday + 6 * DAY_MS) };
}

/** The first moment a week's funnel is published: midnight UTC `SETTLE_DAYS` days after the day after its Sunday. */
export const weekPublishedAt = (week: FunnelPeriod): Date => new Date(msOf(week.to) + (1 + SETTLE_DAYS) * DAY_MS);

/** The `count` latest weeks published at `now`, newest first. */
export function publishedWeeks(now: Date, count: number): FunnelPeriod[] {
  const settled = dayOf(now.getTime() - (1 + SETTLE_DAYS) * DAY_MS);
  const week = isoWeekOf(settled);
  const newestSunday = week.to <= settled ? msOf(week.to) : msOf(week.to) - 7 * DAY_MS;
  return Array.from({ length: Math.max(0, count) }, (_, i) => isoWeekOf(dayOf(newestSunday - i * 7 * DAY_MS)));
}

/**
 * The funnel answers one whole ISO week at a time, once the week is settled: weeks never overlap, and a published
 * week never changes, so no two answers differ by a few members. Anything else is refused, naming the weeks that
 * may be asked: the published ones among those the asked days touch, or else the latest published.
 */
export function askPeriod(from: string, to: string, now: Date): PeriodAnswer {
  const first = isoWeekOf(from);
  const isPublished = (week: FunnelPeriod) => weekPublishedAt(week).getTime() <= now.getTime();
  const touched: FunnelPeriod[] = [];
  for (let ms = msOf(first.from); ms <= msOf(to) && touched.length < MAX_NAMED_WEEKS; ms += 7 * DAY_MS) touched.push(isoWeekOf(dayOf(ms)));
  const named = touched.filter((week) => isPublished(week) && isDay(week.from) && isDay(week.to));
  const weeks = named.length > 0 ? named : publishedWeeks(now, 1);
  if (first.from !== from || first.to !== to) return { refused: 'not_one_week', weeks };
  if (!isPublished(first)) return { refused: 'not_yet_published', publishedFrom: weekPublishedAt(first).toISOString(), weeks };
  return { published: first };
}
