// Build and test time only: CLDR's time-zone names of the interface locales and their parent languages.
import en from 'cldr-dates-full/main/en/timeZoneNames.json';
import enGB from 'cldr-dates-full/main/en-GB/timeZoneNames.json';
import es from 'cldr-dates-full/main/es/timeZoneNames.json';
import esUS from 'cldr-dates-full/main/es-US/timeZoneNames.json';
import fr from 'cldr-dates-full/main/fr/timeZoneNames.json';
import frCA from 'cldr-dates-full/main/fr-CA/timeZoneNames.json';
import pt from 'cldr-dates-full/main/pt/timeZoneNames.json';
import ptPT from 'cldr-dates-full/main/pt-PT/timeZoneNames.json';
import type { CldrZoneTree } from './build-zone-cities';

type CldrFile = { main: Record<string, { dates: { timeZoneNames: { zone: unknown } } }> };

const FILES: Record<string, CldrFile> = { en, 'en-GB': enGB, es, 'es-US': esUS, fr, 'fr-CA': frCA, pt, 'pt-PT': ptPT };

/** Each CLDR locale's `zone` tree, by locale: what buildZoneCities reads. */
export const CLDR_ZONE_TREES: Readonly<Record<string, CldrZoneTree>> = Object.fromEntries(
  Object.entries(FILES).map(([locale, file]) => [locale, file.main[locale].dates.timeZoneNames.zone as CldrZoneTree]),
);
