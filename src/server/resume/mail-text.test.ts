import { mailText } from '../translations';

describe('mailText: i18next on the server, one instance per language', () => {
  const destination = '<b>Ana</b> & Co';

  it('escapes an interpolated value in the HTML form and leaves it as written in the text form', () => {
    const html = mailText('en-US', 'html')('redirect.countdown', { destination, count: 2 });
    const text = mailText('en-US', 'text')('redirect.countdown', { destination, count: 2 });
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;b&gt;Ana&lt;&#x2F;b&gt; &amp; Co');
    expect(text).toContain('<b>Ana</b> & Co');
  });

  it.each([
    ['en-US', 1, '1 second.'],
    ['en-US', 2, '2 seconds.'],
    ['fr-CA', 1, '1 seconde.'],
    ['fr-CA', 2, '2 secondes.'],
    ['pt-PT', 1000000, '1000000 de segundos.'],
  ])('chooses the plural form CLDR gives %s for %i', (locale, count, ending) => {
    expect(mailText(locale, 'text')('redirect.countdown', { destination: 'x', count })).toMatch(new RegExp(`${ending.replace('.', '\\.')}$`));
  });

  it('falls back to en-US for an unknown language, not to the key', () => {
    expect(mailText('xx-XX', 'text')('resume.mail.greeting')).toBe('Hello,');
  });
});
