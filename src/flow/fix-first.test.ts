import { fixFirst } from './fix-first';

describe('a check-flows problem line, fix first', () => {
  it('leads with the suggestion of a misspelt name and keeps the rest of the message and the place', () => {
    expect(fixFirst("flows/onboarding.json:135:11: step 'profile', field 'firstName': unknown_validation_rule: Rule 'maxLenght' is unknown; use one of: required, minLength, maxLength. Did you mean 'maxLength'?")).toEqual({
      fix: "Did you mean 'maxLength'?",
      what: "Rule 'maxLenght' is unknown; use one of: required, minLength, maxLength.",
      where: "flows/onboarding.json:135:11: step 'profile', field 'firstName': unknown_validation_rule",
    });
  });

  it.each([
    ["No combination of flags lets step 'x' show; fix or remove its 'when'.", "Fix or remove its 'when'.", "No combination of flags lets step 'x' show."],
    ["Type 'colour' has no widget; use one of: text, email, tel.", 'Use one of: text, email, tel.', "Type 'colour' has no widget."],
    ["Step 'minors' never shows: its condition (dateOfBirth age < 12) holds for no age the member can give; no member can reach it. Ask for an age within those limits, or change the field's limits.", "Ask for an age within those limits, or change the field's limits.", "Step 'minors' never shows: its condition (dateOfBirth age < 12) holds for no age the member can give; no member can reach it."],
    ["Translation key 'k' is missing in locales/pt-PT/translation.json; add it there.", 'Add it there.', "Translation key 'k' is missing in locales/pt-PT/translation.json."],
  ])('leads with the last clause that says what to do: %s', (message, fix, what) => {
    expect(fixFirst(`flows/onboarding.json:1:1: step 'x': some_code: ${message}`)).toEqual({ fix, what, where: "flows/onboarding.json:1:1: step 'x': some_code" });
  });

  it('keeps a message that says no fix as it is', () => {
    expect(fixFirst('flows/onboarding.json: /steps: no_submit_path: A member cannot reach review and done: flags off: extra; answers {}; path intro → done.')).toEqual({
      what: 'A member cannot reach review and done: flags off: extra; answers {}; path intro → done.',
      where: 'flows/onboarding.json: /steps: no_submit_path',
    });
  });

  it('shows a line that is not a check-flows problem (a locale file or a build error) whole', () => {
    expect(fixFirst('locales/en-US/translation.json is not valid JSON (Unexpected token } in JSON at position 12)')).toEqual({ what: 'locales/en-US/translation.json is not valid JSON (Unexpected token } in JSON at position 12)', where: '' });
  });
});
