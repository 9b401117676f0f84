import Ajv from 'ajv';
import links from '../../config/links.json';
import schema from '../../schemas/links.schema.json';
import en from '../../locales/en-US/translation.json';
import { consentDocuments } from './consent-documents';

describe('config/links.json', () => {
  it('matches its schema', () => {
    const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
    expect(validate(links) ? [] : validate.errors).toEqual([]);
  });

  it('has a version per legal document, a title for each, and partners that exist', () => {
    const legal = links.legal as Record<string, { version: string; partners?: string[] }>;
    for (const [name, document] of Object.entries(legal)) {
      expect({ name, version: typeof document.version }).toEqual({ name, version: 'string' });
      expect({ name, title: typeof (en.documents as Record<string, string>)[name] }).toEqual({ name, title: 'string' });
      for (const partner of document.partners ?? []) expect({ name, partner, exists: partner in legal }).toEqual({ name, partner, exists: true });
    }
  });

  it('has invitation and referral documents for terms, privacy and non-discrimination, each an existing document', () => {
    const legal = links.legal as Record<string, { arrivals?: Record<string, string> }>;
    const replaced = Object.entries(legal).filter(([, d]) => d.arrivals).map(([name, d]) => ({ name, arrivals: d.arrivals, exist: Object.values(d.arrivals ?? {}).every((n) => n in legal) }));
    expect(replaced).toEqual(['terms', 'privacy', 'nonDiscrimination'].map((name) => ({ name, arrivals: expect.objectContaining({ invitation: expect.any(String), referral: expect.any(String) }), exist: true })));
  });
});

describe('consentDocuments', () => {
  it.each([
    ['irb', 'en-US', 'bloom', 'https://www.example.com/legal/irb-bloom'],
    ['irb', 'pt-PT', 'bloom', 'https://www.example.com/pt/legal/irb-bloom'],
    ['irb', 'en-US', 'move', 'https://www.example.com/legal/irb'],
    ['irb', 'fr-CA', undefined, 'https://www.example.com/fr-ca/legal/irb'],
    ['terms', 'es-US', 'bloom', 'https://www.example.com/es/legal/terms'],
    ['gdpr', 'pt-PT', 'mind', 'https://www.example.com/pt/legal/gdpr'],
    ['gdpr', 'en-GB', 'mind', 'https://www.example.com/eu/legal/gdpr'],
  ])('%s in %s for unit %p links %s', (document, language, unit, url) => {
    const main = consentDocuments(document, language, unit).main;
    expect(main).toMatchObject({ document, url, version: '2024-01' });
    expect(main?.variant).toBe(url.endsWith('-bloom') ? 'bloom' : undefined);
  });

  it("lists the partner clinical groups' documents with the telehealth consent, in the member's locale", () => {
    expect(consentDocuments('telehealth', 'fr-CA', 'move').partners).toEqual([
      { document: 'clinicalNetwork', url: 'https://network.example.org/fr-ca/telehealth-network', version: '2024-01', locale: 'fr-CA' },
      { document: 'partnerPrivacy', url: 'https://clinicians.example.net/fr-ca/privacy', version: '2024-01', locale: 'fr-CA' },
      { document: 'partnerTerms', url: 'https://clinicians.example.net/fr-ca/terms', version: '2024-01', locale: 'fr-CA' },
      { document: 'partnerTelehealth', url: 'https://clinicians.example.net/fr-ca/telehealth-consent', version: '2024-01', locale: 'fr-CA' },
    ]);
    expect(consentDocuments('privacy', 'en-US', 'move').partners).toEqual([]);
  });

  it('gives nothing for an unknown document, an inherited property name or an unknown unit variant', () => {
    expect(consentDocuments('nope', 'en-US', undefined)).toEqual({ partners: [] });
    expect(consentDocuments('constructor', 'en-US', undefined)).toEqual({ partners: [] });
    expect(consentDocuments('irb', 'en-US', 'constructor').main?.url).toBe('https://www.example.com/legal/irb');
  });

  it.each([
    ['terms', 'referral', 'en-US', 'referralTerms', 'https://www.example.com/legal/invitation-terms'],
    ['privacy', 'invitation', 'fr-CA', 'referralPrivacy', 'https://www.example.com/fr-ca/legal/invitation-privacy'],
    ['nonDiscrimination', 'referral', 'pt-PT', 'referralNonDiscrimination', 'https://www.example.com/pt/legal/invitation-non-discrimination'],
    ['terms', 'invitation', 'es-US', 'referralTerms', 'https://www.example.com/es/legal/invitation-terms'],
  ] as const)('%s for a member arriving by %s in %s shows %s', (document, arrival, language, shown, url) => {
    expect(consentDocuments(document, language, 'move', arrival).main).toEqual({ document: shown, url, version: '2024-01', locale: expect.any(String), variant: arrival });
  });

  it('keeps the standard documents without an arrival, and for a document with no invitation version', () => {
    expect(consentDocuments('terms', 'en-US', 'move').main).toEqual({ document: 'terms', url: 'https://www.example.com/legal/terms', version: '2024-01', locale: 'en' });
    expect(consentDocuments('telehealth', 'en-US', 'move', 'referral').main?.document).toBe('telehealth');
    expect(consentDocuments('irb', 'en-US', 'bloom', 'referral').main).toMatchObject({ document: 'irb', variant: 'bloom' });
  });
});
