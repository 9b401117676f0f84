import { fhirResourceIds } from './fhir-resource-ids';

describe('fhirResourceIds', () => {
  it('makes the RFC 9562 version 5 UUID of a key in the enrolment namespace', () => {
    // RFC 9562's own example: the DNS namespace and "www.example.com".
    expect(fhirResourceIds('6ba7b810-9dad-11d1-80b4-00c04fd430c8')('www.example.com')).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('gives the same key the same id and different enrolments or keys different ids', () => {
    const a = fhirResourceIds('0b7c6a5e-0000-4000-8000-000000000001');
    const b = fhirResourceIds('0b7c6a5e-0000-4000-8000-000000000002');
    expect(a('patient')).toBe(a('patient'));
    expect(new Set([a('patient'), a('consent:1'), b('patient'), a(''), a('x'.repeat(10_000))]).size).toBe(5);
  });
});
