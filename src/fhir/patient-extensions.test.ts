import { genderIdentityExtensions, pronounExtensions, raceExtensions } from './patient-extensions';

const RACE = 'http://hl7.org/fhir/us/core/StructureDefinition/us-core-race';
const categories = (value: string) => raceExtensions(value).flatMap((e) => (e.extension ?? []).filter((p) => p.url === 'ombCategory').map((p) => p.valueCoding?.code));

describe('patient extensions', () => {
  it('names an OMB race category only where the option is exactly one, and ASKU alone for "prefer not to say"', () => {
    expect(categories('asian')).toEqual(['2028-9']);
    expect(categories('prefer_not_specify')).toEqual(['ASKU']);
    // Options that span or name no OMB category carry their text alone: no guessed category.
    for (const value of ['native', 'multi_racial', 'not_listed']) expect({ value, categories: categories(value), race: raceExtensions(value)[0].url }).toEqual({ value, categories: [], race: RACE });
  });

  it('says Hispanic or Latino as the US Core ethnicity, not as a race', () => {
    expect(raceExtensions('hispanic').map((e) => e.url)).toEqual(['http://hl7.org/fhir/us/core/StructureDefinition/us-core-ethnicity']);
    expect(categories('hispanic')).toEqual(['2135-2']);
  });

  it('says "prefer not to say" for gender identity as data absent, asked-declined, never a value', () => {
    const [extension] = genderIdentityExtensions('prefer_not_specify');
    expect(extension.extension?.[0].valueCodeableConcept).toEqual({ extension: [{ url: 'http://hl7.org/fhir/StructureDefinition/data-absent-reason', valueCode: 'asked-declined' }] });
  });

  it('gives nothing for an empty, unknown or hostile answer rather than a made-up code', () => {
    for (const value of ['', 'martian', '__proto__', 'constructor', 'x'.repeat(10_000)]) {
      expect({ value, race: raceExtensions(value), gender: genderIdentityExtensions(value), pronouns: pronounExtensions([value]) }).toEqual({ value, race: [], gender: [], pronouns: [] });
    }
  });
});
