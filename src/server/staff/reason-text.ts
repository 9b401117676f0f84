// Line breaks and tabs become single spaces; Unicode format characters (bidirectional overrides, zero-width
// spaces) are dropped. Other control characters never get this far: the house text gate refuses them with 400.
const SPACING = /[\t\n\r]+/g;
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/** A staff-written reason as stored and shown: one line, no invisible characters, trimmed. */
export function reasonText(written: string): string {
  return written.replace(FORMAT_CHARACTERS, '').replace(SPACING, ' ').replace(/ {2,}/g, ' ').trim();
}
