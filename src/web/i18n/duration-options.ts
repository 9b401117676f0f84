import { durationCounts, type DurationCounts } from '../../time/member-time-limits';

/** Each text that says a duration, with the limit it counts: the text gets that limit as its `{{count}}`. */
export const DURATION_TEXTS: Readonly<Record<string, keyof DurationCounts>> = {
  'app.errors.session_expired': 'idleMinutes',
  'session.endedBody': 'idleMinutes',
  'session.warningBody': 'warningMinutes',
  'resume.panelIntro': 'linkHours',
  'resume.sent': 'linkHours',
  'resume.invalidBody': 'linkHours',
};

/** The i18next options a text needs: its limit as `count` when it says a duration, none otherwise. */
export function durationOptions(key: string, counts: DurationCounts = durationCounts()): { count?: number } {
  const limit = DURATION_TEXTS[key];
  return limit ? { count: counts[limit] } : {};
}
