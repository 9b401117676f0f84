/** The base path of the app (docs/spec/steps.md#base-path). */
export const APP_BASE = '/v3/dist/';

/** The address of a step, keeping the query (unit, language). */
export function stepPath(stepId: string, search: string): string {
  return `${APP_BASE}${encodeURIComponent(stepId)}${search}`;
}

/** The step id an address names, or undefined at the base path. */
export function stepFromPath(pathname: string): string | undefined {
  if (!pathname.startsWith(APP_BASE)) return undefined;
  const rest = decodeURIComponent(pathname.slice(APP_BASE.length)).replace(/\/+$/, '');
  return rest === '' ? undefined : rest;
}

/** Today in the member's own calendar, as YYYY-MM-DD. */
export function localToday(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
