import { redactText, redactUrl } from './redact-text';

describe('redactText', () => {
  it.each([
    ['saved ana.silva@example.org ok', 'saved [email] ok'],
    ['a@b.co and c.d+e@f-g.example.com', '[email] and [email]'],
    ['dob 1990-04-02 given', 'dob [date] given'],
    ['dob 02/04/1990 given', 'dob [date] given'],
    ['dob 1990-4-2 given', 'dob [date] given'],
    ['dob 1990-04-02T00:00:00Z hidden in a timestamp', 'dob [date]T00:00:00Z hidden in a timestamp'],
    ['call +1 (555) 010-0100 now', 'call [number] now'],
    ['call 5550100100', 'call [number]'],
    ['HTTP 500 after 1200 ms, step 3 of 14', 'HTTP 500 after 1200 ms, step 3 of 14'],
    ['no @ here, just @ signs and x@y', 'no @ here, just @ signs and x@y'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(redactText(input)).toBe(output);
  });

  // Their masking time is in `npm run bench` (log proxy row); here, that each comes out masked and whole.
  it.each([
    ['digits and spaces', '1 '.repeat(4000), '[number] '],
    ['spaces after a plus', `+1${' '.repeat(7998)}`, `+1${' '.repeat(7998)}`],
    ['an address without a domain', `${'a'.repeat(7999)}@`, `${'a'.repeat(7999)}@`],
    ['many at signs', 'a@'.repeat(4000), 'a@'.repeat(4000)],
    ['addresses side by side', 'a@b.co '.repeat(1000), '[email] '.repeat(1000)],
  ])('masks hostile text (%s, 8,000 characters)', (_name, text, expected) => {
    expect(redactText(text)).toBe(expected);
  });
});

describe('redactUrl', () => {
  it('drops the query and fragment of a page address', () => {
    expect(redactUrl('https://x.test/v3/dist/profile?unit=move#top')).toBe('https://x.test/v3/dist/profile');
  });

  it('masks member data written into the path itself', () => {
    expect(redactUrl('https://x.test/v3/dist/ana@example.org/1990-04-02')).toBe('https://x.test/v3/dist/[email]/[date]');
  });
});
