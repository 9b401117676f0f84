/**
 * Member details written the ways that once slipped past masking by pattern: `%40`, `&#64;`, `\u0040` and a
 * zero-width space in an e-mail; phones split by `_`, an en dash or commas; dates with U+2010 or U+2212, a month and
 * a year, or six bare digits; a name without the member's session, or split by a soft hyphen. Each `text` is placed
 * in every field an entry may carry, including a page address; `secret` is what a reader of the log would recognise,
 * folded by `foldForSearch`.
 */
export const PROBE_MEMBER = { firstName: 'Marisol', lastName: 'Quintanilla', dateOfBirth: '1987-09-14', email: 'marisol.q@clinic-mail.example', phone: '+1 212 555 0147' };

/** One probe: how it is written, and what must never be found in the log. */
export interface LogProbe {
  trick: string;
  text: string;
  secret: string;
}

export const LOG_PROBES: readonly LogProbe[] = [
  { trick: 'e-mail with %40', text: 'marisol.q%40clinic-mail.example', secret: 'marisolq' },
  { trick: 'e-mail with &#64;', text: 'marisol.q&#64;clinic-mail.example', secret: 'marisolq' },
  { trick: 'e-mail with \\u0040', text: 'marisol.q\\u0040clinic-mail.example', secret: 'marisolq' },
  { trick: 'e-mail with a zero-width space in its domain', text: 'contact marisol.q@clinic\u200B-mail.example', secret: 'marisolq' },
  { trick: 'phone split by _', text: 'call 212_555_0147', secret: '2125550147' },
  { trick: 'phone split by en dashes', text: 'call 212\u2013555\u20130147', secret: '2125550147' },
  { trick: 'phone split by commas', text: 'call 212,555,0147', secret: '2125550147' },
  { trick: 'international phone split by _', text: 'tel +1_212_555_0147', secret: '2125550147' },
  { trick: 'date with U+2010', text: 'born 1987\u201009\u201014', secret: '19870914' },
  { trick: 'date with U+2212', text: 'born 1987\u221209\u221214', secret: '19870914' },
  { trick: 'month and year', text: 'born September 1987', secret: 'september1987' },
  { trick: 'month and year in Spanish', text: 'nacida en septiembre de 1987', secret: 'septiembrede1987' },
  { trick: 'six bare digits', text: 'dob 870914', secret: '870914' },
  { trick: 'first name', text: 'render failed for Marisol', secret: 'marisol' },
  { trick: 'last name', text: 'render failed for Quintanilla', secret: 'quintanilla' },
  { trick: 'name in capitals', text: 'MARISOL QUINTANILLA', secret: 'quintanilla' },
  { trick: 'last name split by a soft hyphen', text: 'Quin\u00ADta\u00ADnilla', secret: 'quintanilla' },
  { trick: 'first name split by a soft hyphen', text: 'Mari\u00ADsol', secret: 'marisol' },
  { trick: 'name in a path', text: 'profile/Quintanilla/Marisol', secret: 'quintanilla' },
];

/** Lower case letters and digits of every script, after compatibility folding, nothing else: how a reader sees past tricks. */
export function foldForSearch(text: string): string {
  return text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
}
