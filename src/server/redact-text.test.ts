import { redactText, redactUrl } from './redact-text';

describe('redactText', () => {
  it.each([
    ['saved ana.silva@example.org ok', 'saved [email] ok'],
    ['dob 1990-04-02 given', 'dob [date] given'],
    ['dob 02/04/1990 given', 'dob [date] given'],
    ['call +1 (555) 010-0100 now', 'call [number] now'],
    ['at 2026-11-21T15:00:00Z step 3 of 14', 'at 2026-11-21T15:00:00Z step 3 of 14'],
    ['HTTP 500 after 1200 ms', 'HTTP 500 after 1200 ms'],
  ])('%s → %s', (input, output) => {
    expect(redactText(input)).toBe(output);
  });
});

it('drops the query and fragment of a page address', () => {
  expect(redactUrl('https://x.test/v3/dist/profile?unit=move#top')).toBe('https://x.test/v3/dist/profile');
});
