import { documentLocale, legalDocumentUrl, unitDestinations } from './destinations';

describe('unitDestinations', () => {
  it('gives a move member the deep link with unit=move and action=enrollment, on the configured host', () => {
    const list = unitDestinations('move', 'https://app.test/', { videoCallSummaryVideo: false });
    expect(list.map((d) => d.id)).toEqual(['app', 'move_enrolment', 'meet', 'store_ios', 'store_android']);
    expect(list[0].url).toBe('https://app.test/?t=home');
    const deep = new URL(list[1].url);
    expect(deep.searchParams.get('unit')).toBe('move');
    expect(deep.searchParams.get('action')).toBe('enrollment');
  });

  it.each(['bloom', 'thrive', 'mind'] as const)('gives %s its meet page and no move link', (unit) => {
    const list = unitDestinations(unit, 'https://app.test', { videoCallSummaryVideo: true });
    expect(list.map((d) => d.id)).toEqual(['app', 'meet', 'store_ios', 'store_android', 'summary_video']);
    expect(list[1].url).toContain(unit);
  });
});

describe('legal documents', () => {
  it.each([
    ['en-US', 'en'], ['en-GB', 'en'], ['es-US', 'es'], ['pt-PT', 'pt'], ['fr-CA', 'fr-CA'],
  ])('%s reads documents in %s', (ui, doc) => {
    expect(documentLocale(ui)).toBe(doc);
  });

  it('finds a document per locale, and nothing for an unknown one', () => {
    expect(legalDocumentUrl('terms', 'fr-CA')).toMatch(/fr-ca/);
    expect(legalDocumentUrl('nope', 'en-US')).toBeUndefined();
  });
});
