import type { Queryable } from '../db/database';
import { publishedWeeks } from '../../funnel/funnel-period';

/** How long an open enrolment goes without a save before it counts as left at the step it was sent to. */
export const LEFT_AFTER_HOURS = 24;

// One statement: marks each enrolment counted as it counts it, so a second sweep (or one on another node at the same
// moment: the update locks the rows it marks) never counts it again. The day is the day it was sent to the step,
// unless that day's week is already published ($3 is the first day not yet published): then it is the sweep's own
// day, so a published week never changes.
const COUNT_LEFT = `
with marked as (
  update enrolments set funnel_left_counted = true
  where status = 'in_progress' and not funnel_left_counted and funnel_step is not null and flow_hash is not null
    and funnel_sent_at < $1::timestamptz - make_interval(hours => $2)
  returning case when (funnel_sent_at at time zone 'UTC')::date < $3::date then ($1::timestamptz at time zone 'UTC')::date
    else (funnel_sent_at at time zone 'UTC')::date end as day,
    flow_hash, funnel_step, locale, coalesce(funnel_device, 'desktop') as device
),
counted as (
  insert into funnel_counts (day, flow_hash, step_id, language, device, measure, count)
  select day, flow_hash, funnel_step, locale, device, 'left', count(*)::int from marked group by day, flow_hash, funnel_step, locale, device
)
select count(*)::int as left from marked`;

// The appended rows of days before today folded into one row per key: the table stays small, the sums do not change.
const FOLD_PAST_DAYS = `
with folded as (delete from funnel_counts where day < $1::date returning *)
insert into funnel_counts (day, flow_hash, step_id, language, device, measure, bucket, count)
select day, flow_hash, step_id, language, device, measure, bucket, sum(count)::int from folded
group by day, flow_hash, step_id, language, device, measure, bucket`;

/** Counts enrolments left without a save for 24 h (once each, at the step they were sent to, never into a published week), then folds past days; answers how many left. */
export async function sweepLeftEnrolments(db: Queryable, now: Date): Promise<number> {
  const [published] = publishedWeeks(now, 1);
  const firstOpenDay = new Date(Date.parse(`${published.to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  const { rows } = await db.query<{ left: number }>(COUNT_LEFT, [now.toISOString(), LEFT_AFTER_HOURS, firstOpenDay]);
  await db.query(FOLD_PAST_DAYS, [now.toISOString().slice(0, 10)]);
  return rows[0]?.left ?? 0;
}

/** How often the server sweeps for leavers: often enough that a day's counts settle within the hour. */
export const SWEEP_EVERY_MS = 15 * 60_000;

/**
 * Sweeps every `everyMs` until stopped; a failed sweep is reported and the next one tries again (the marks make a
 * sweep safe to repeat, and several nodes sweeping at once count each leaver once).
 */
export function sweepOnTimer(db: Queryable, now: () => Date, report: (error: unknown) => void, everyMs = SWEEP_EVERY_MS): () => void {
  const timer = setInterval(() => void sweepLeftEnrolments(db, now()).catch(report), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
