/** The CRM provider's name when the runtime configuration names none. */
export const DEFAULT_CRM_PROVIDER = 'crm';

/**
 * Whether this visit comes from the named CRM provider, for whom analytics is off entirely (docs/spec/calls.md#analytics):
 * its campaign links carry `utm_source=<provider>` (case-insensitive). Read once when the page loads.
 */
export function isCrmVisit(search: string, crmProvider: string = DEFAULT_CRM_PROVIDER): boolean {
  const source = new URLSearchParams(search).get('utm_source');
  return source !== null && crmProvider !== '' && source.trim().toLowerCase() === crmProvider.trim().toLowerCase();
}
