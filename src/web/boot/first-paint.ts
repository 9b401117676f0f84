import type { LocalStore } from '../../platform/local-store';
import { readRememberedChoices } from '../../platform/prefill-store';
import { readDone } from '../done/done-record';
import { savedEnrolmentId } from '../session/progress-store';

/** The id of the JSON blob the build puts in each page: its language and that language's texts. */
export const FIRST_PAINT_ID = 'first-paint';

/** The attribute #root carries when the build rendered the first step into it; its value is the step's id. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** What a page built by scripts/build/prerender.ts carries: the language it is in and its texts, so i18n starts at once. */
export interface FirstPaint {
  language: string;
  texts: Record<string, unknown>;
}

/** The page's language and texts, or undefined on a page without them (the plain build, or a malformed blob). */
export function readFirstPaint(doc: Document): FirstPaint | undefined {
  const raw = doc.getElementById(FIRST_PAINT_ID)?.textContent;
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(raw) as Partial<FirstPaint>;
    return typeof parsed.language === 'string' && typeof parsed.texts === 'object' && parsed.texts !== null ? { language: parsed.language, texts: parsed.texts } : undefined;
  } catch {
    return undefined;
  }
}

// Choices remembered from an earlier visit show pre-selected, unlike the prerendered step (fingerprintPrefill).
const remembersChoices = (store: LocalStore): boolean => Object.keys(readRememberedChoices(store)).length > 0;

/**
 * Whether the app's first render gives the markup the build put in #root, so it can be hydrated: a prerendered first
 * step, and a new member (saved progress, a session or a finished enrolment show another page, which replaces it).
 */
export function canHydrate(root: Element, store: LocalStore, sessionOpen = false): boolean {
  // Saved progress of any version, or a session the server may hold answers for, means the page first reads them.
  return root.hasAttribute(PRERENDERED_ATTRIBUTE) && !sessionOpen && savedEnrolmentId(store) === undefined && readDone(store) === undefined && !remembersChoices(store);
}
