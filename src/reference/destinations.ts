import links from '../../config/links.json';
import type { Unit } from './units';
import { uiLanguageInfo, type DocumentLocale } from './ui-languages';

/** A place the done page sends the member, by id (its label is `destinations.<id>`). */
export interface Destination {
  id: string;
  url: string;
}


const withHost = (url: string, host: string) => url.replace('{host}', host.replace(/\/+$/, ''));

/** The destinations of a unit's done page (docs/spec/steps.md#destinations), app links on the given host. */
export function unitDestinations(unit: Unit | undefined, host: string, flags: Record<string, boolean>): Destination[] {
  const d = links.destinations;
  const list: Destination[] = [{ id: 'app', url: withHost(d.app, host) }];
  if (unit === 'move') list.push({ id: 'move_enrolment', url: withHost(d.moveEnrolment, host) });
  if (unit) list.push({ id: 'meet', url: d.meet[unit] });
  list.push({ id: 'store_ios', url: d.storeIos }, { id: 'store_android', url: d.storeAndroid });
  if (flags.videoCallSummaryVideo) list.push({ id: 'summary_video', url: d.summaryVideo });
  return list;
}

/** The document locale for an interface language (src/reference/ui-languages.json). */
export function documentLocale(uiLanguage: string): DocumentLocale {
  return uiLanguageInfo(uiLanguage).documentLocale;
}

/** The address of a legal document in a locale, or undefined when the document is unknown. */
export function legalDocumentUrl(document: string, uiLanguage: string): string | undefined {
  const perLocale = (links.legal as Record<string, Record<DocumentLocale, string>>)[document];
  return perLocale?.[documentLocale(uiLanguage)];
}
