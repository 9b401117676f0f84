import { isCrmVisit } from './crm-visit';

describe('isCrmVisit', () => {
  it.each([
    ['?utm_source=crm', undefined, true],
    ['?utm_source=CRM&unit=move', undefined, true],
    ['?utm_source=hubspot', 'HubSpot', true],
    ['?utm_source=hubspot', undefined, false],
    ['?utm_source=newsletter', 'hubspot', false],
    ['?unit=move&lang=en-US', undefined, false],
    ['', undefined, false],
    ['?utm_source=', '', false],
  ])('%s with provider %p: %s', (search, provider, expected) => {
    expect(isCrmVisit(search, provider)).toBe(expected);
  });
});
