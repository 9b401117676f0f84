import { VALIDATION_RULES, ownMessageKey, ownMessageKeys, ruleValueProblem } from './validation-rules';

describe('ruleValueProblem', () => {
  it.each([
    ['required', true, undefined],
    ['required', 'yes', 'expected true or false'],
    ['minLength', 2, undefined],
    ['minLength', -1, 'expected a whole number of 0 or more'],
    ['minLength', 1.5, 'expected a whole number of 0 or more'],
    ['minimum', -3.5, undefined],
    ['minimum', Infinity, 'expected a number'],
    ['regionOf', 'country', undefined],
    ['regionOf', '', 'expected the name of another field'],
    ['phoneOf', 'country', undefined],
    ['phoneOf', 7, 'expected the name of another field'],
    ['noFutureDate', true, undefined],
    ['noFutureDate', 'yes', 'expected true or false'],
    ['format', 'email', undefined],
    ['format', 'phone', 'expected one of email, date, date-time, uri'],
    ['pattern', '^\\+?[0-9 ]+$', undefined],
    ['pattern', 7, 'expected a regular expression as a string'],
    ['patternMessage', 'errors.memberNumber', undefined],
    ['patternMessage', '', 'expected a translation key (e.g. "errors.memberNumber")'],
    ['patternMessage', 7, 'expected a translation key (e.g. "errors.memberNumber")'],
    ['minLength', 0, undefined],
    ['minLength', '2', 'expected a whole number of 0 or more'],
    ['minimum', '3', 'expected a number'],
    ['minimum', NaN, 'expected a number'],
    ['maxAge', 120, undefined],
    ['mustAccept', 1, 'expected true or false'],
  ])('%s = %j → %s', (rule, value, problem) => {
    expect(ruleValueProblem(VALIDATION_RULES[rule], value)).toBe(problem);
  });

  it('explains a broken regular expression', () => {
    expect(ruleValueProblem(VALIDATION_RULES.pattern, '([')).toMatch(/^expected a valid regular expression/);
  });
});

describe('ownMessageKey', () => {
  it('gives the translation key a pattern carries in patternMessage', () => {
    expect(ownMessageKey({ pattern: '^[0-9]+$', patternMessage: 'errors.memberNumber' }, 'pattern')).toBe('errors.memberNumber');
  });

  it('gives none for a rule no other rule carries the message of, or a message that is not text', () => {
    expect(ownMessageKey({ pattern: '^[0-9]+$', patternMessage: 'errors.memberNumber' }, 'minLength')).toBeUndefined();
    expect(ownMessageKey({ pattern: '^[0-9]+$', patternMessage: 7 }, 'pattern')).toBeUndefined();
    expect(ownMessageKey({ pattern: '^[0-9]+$' }, 'pattern')).toBeUndefined();
  });
});

describe('ownMessageKeys', () => {
  it('lists each field with its own message by failed rule, and leaves out fields without one', () => {
    const fields = [
      { name: 'memberNumber', validations: { pattern: '^[0-9]+$', patternMessage: 'errors.memberNumber' } },
      { name: 'postcode', validations: { pattern: '^[A-Z0-9 ]+$', patternMessage: 'errors.postcode', required: true } },
      { name: 'firstName', validations: { required: true, maxLength: 80 } },
    ];
    expect(ownMessageKeys([])).toEqual({});
    expect(ownMessageKeys(fields)).toEqual({ memberNumber: { pattern: 'errors.memberNumber' }, postcode: { pattern: 'errors.postcode' } });
  });
});
