import { parseSaveQueue } from '../../flow/save-queue';

/** The offline page's texts in one language (`offline` in locales/<language>/translation.json). */
export type OfflineTexts = Record<string, string>;

/** The offline page's texts by language, as the build put them in the page; an unusable blob gives none. */
export function offlineTextsOf(raw: string | null | undefined): Record<string, OfflineTexts> {
  try {
    const parsed: unknown = JSON.parse(raw ?? '');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed as Record<string, unknown>).filter((entry): entry is [string, OfflineTexts] => typeof entry[1] === 'object' && entry[1] !== null && Object.values(entry[1]).every((text) => typeof text === 'string')));
  } catch {
    return {};
  }
}

/**
 * How many steps' answers wait in this device's save queue: steps, not saves (one step saved twice is one), and
 * never the answers themselves, which the offline page does not show (they may be someone else's on a shared device).
 */
export function stepsWaiting(storedQueue: unknown): number {
  return new Set(parseSaveQueue(storedQueue).items.map((save) => save.stepId)).size;
}

/** What the page says about the queue: "nothing waits", or the count in the language's plural form. */
export function waitingText(texts: OfflineTexts, language: string, count: number): string {
  if (count === 0) return texts.none ?? '';
  const form = new Intl.PluralRules(language).select(count);
  return (texts[`waiting_${form}`] ?? texts.waiting_other ?? '').replace('{{count}}', new Intl.NumberFormat(language).format(count));
}
