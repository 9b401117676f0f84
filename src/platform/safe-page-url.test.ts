import fc from 'fast-check';
import { safePageUrl, withoutQuery } from './safe-page-url';

describe('safePageUrl', () => {
  it.each([
    ['a step address with unit and language', 'https://join.test/v3/dist/profile?unit=move&lang=fr-CA', 'https://join.test/v3/dist/profile?unit=move&lang=fr-CA'],
    ['a CRM link carrying an email and a name', 'https://join.test/v3/dist/?utm_source=crm&email=ana%40example.org&name=Ana', 'https://join.test/v3/dist/'],
    ['a fragment', 'https://join.test/v3/dist/unit#root_firstName', 'https://join.test/v3/dist/unit'],
    ['a lang value that is not a language tag', 'https://join.test/v3/dist/?lang=ana@example.org', 'https://join.test/v3/dist/'],
    ['the parameters in a fixed order', 'https://join.test/v3/dist/?lang=en-GB&x=1&unit=bloom', 'https://join.test/v3/dist/?unit=bloom&lang=en-GB'],
    ['something that is not a URL', 'not a url', ''],
    ['a referral landing', 'https://join.test/v3/dist/?ref=referral&unit=move', 'https://join.test/v3/dist/?unit=move&ref=referral'],
    ['an invitation landing', 'https://join.test/v3/dist/?ref=invitation', 'https://join.test/v3/dist/?ref=invitation'],
    ['a ref that is not an arrival', 'https://join.test/v3/dist/?ref=friend&lang=fr-CA', 'https://join.test/v3/dist/?lang=fr-CA'],
    ['a ref carrying an email', 'https://join.test/v3/dist/?ref=ana%40example.org', 'https://join.test/v3/dist/'],
  ])('keeps only what is safe from %s', (_case, href, expected) => {
    expect(safePageUrl(href)).toBe(expected);
  });

  it.each([
    ['https://join.test/member/enrolment/slots?x=1', 'https://join.test/member/enrolment/slots'],
    ['/member/enrolments#a', '/member/enrolments'],
    ['/member/enrolments', '/member/enrolments'],
  ])('withoutQuery(%s) is %s', (href, expected) => {
    expect(withoutQuery(href)).toBe(expected);
  });
});

describe('safePageUrl on any query', () => {
  it('never lets a query value through except a unit or language tag, or an arrival word', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ minLength: 1 }), fc.string())), fc.webPath(), (pairs, path) => {
        const href = `https://join.test${path.startsWith('/') ? path : `/${path}`}?${new URLSearchParams(pairs).toString()}`;
        const kept = new URL(safePageUrl(href)).searchParams;
        for (const [key, value] of kept) {
          expect(['unit', 'lang', 'ref']).toContain(key);
          if (key === 'ref') expect(['invitation', 'referral']).toContain(value);
          else expect(value).toMatch(/^[A-Za-z]{2,10}(-[A-Za-z]{2,4})?$/);
        }
        expect(new URL(safePageUrl(href)).hash).toBe('');
      }),
    );
  });
});
