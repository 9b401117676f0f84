import { savedAnswer } from './saved-answer';

const consent = { name: 'irbConsent', type: 'consent' };
const text = { name: 'firstName', type: 'text' };

describe('savedAnswer', () => {
  it('reads a consent of a saved step as true or false, an older row without a value as declined', () => {
    expect(savedAnswer(consent, { irbConsent: true })).toBe(true);
    expect(savedAnswer(consent, { irbConsent: false })).toBe(false);
    expect(savedAnswer(consent, {})).toBe(false);
  });

  it('leaves a consent of a step not saved yet unanswered', () => {
    expect(savedAnswer(consent, undefined)).toBeUndefined();
  });

  it('gives other answers as saved', () => {
    expect(savedAnswer(text, { firstName: 'Ana' })).toBe('Ana');
    expect(savedAnswer(text, {})).toBeUndefined();
    expect(savedAnswer(text, undefined)).toBeUndefined();
  });
});
