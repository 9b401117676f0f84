import { didYouMean, editDistance, nearestName } from './did-you-mean';

describe('nearestName', () => {
  it.each([
    ['USA', ['SA', 'US', 'UK'], 'US'],
    ['moove', ['bloom', 'move', 'thrive', 'mind'], 'move'],
    ['femal', ['male', 'female'], 'female'],
    ['requird', ['required', 'pattern'], 'required'],
    ['SHOWHIPAACONSENT', ['showHipaaConsent'], 'showHipaaConsent'],
    ['teh', ['the'], 'the'],
    ['xyz', ['abc', 'US'], undefined],
    ['UA', ['US', 'UK'], 'US'],
    ['homeCountry', ['unit', 'country', 'language'], 'country'],
    ['birthDate', ['email', 'dateOfBirth'], 'dateOfBirth'],
    ['phone', ['email', 'phoneNumber'], 'phoneNumber'],
    ['New_York', ['America/New_York', 'Europe/London'], 'America/New_York'],
    ['homeCountry', ['country', 'homeCountryCode'], 'homeCountryCode'],
    ['homeCountry', ['countryCode', 'country'], 'country'],
    ['showFooConsent', ['showHipaaConsent', 'showGdprConsent'], undefined],
    ['abField', ['ab', 'cd'], undefined],
  ])('%s among %j → %s', (name, candidates, expected) => {
    expect(nearestName(name, candidates)).toBe(expected);
  });

  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('maxLenght', 'maxLength')).toBe(1);
  });

  it('says nothing when there is no near match', () => {
    expect(didYouMean('zzzz', ['required'])).toBe('');
    expect(didYouMean('requred', ['required'])).toBe(" Did you mean 'required'?");
  });
});
