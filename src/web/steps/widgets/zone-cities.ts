import { useEffect, useState } from 'react';
import type { ZoneCityTable } from '../../../time/zone-city';
import { zoneNameLocale } from '../../../time/zone-name-locale';

const loaded = new Map<string, ZoneCityTable>();
const loading = new Map<string, Promise<ZoneCityTable>>();

/** The city names of `language`'s interface locale if they have loaded, else undefined (the list then uses the ids' names). */
export function loadedZoneCities(language: string): ZoneCityTable | undefined {
  return loaded.get(zoneNameLocale(language));
}

/**
 * Loads the city names of `language`'s interface locale: one small chunk per locale, fetched only from the time-zone
 * step's code (never the first step's). A failed fetch resolves to none and is tried again on the next call.
 */
export function loadZoneCities(language: string): Promise<ZoneCityTable> {
  const locale = zoneNameLocale(language);
  const table = loaded.get(locale);
  if (table) return Promise.resolve(table);
  let load = loading.get(locale);
  if (!load) {
    load = import(/* webpackChunkName: "zone-cities-[request]" */ `../../../time/generated/zone-cities/${locale}.json`).then(
      (module: { default: ZoneCityTable }) => {
        loaded.set(locale, module.default);
        loading.delete(locale);
        return module.default;
      },
      (): ZoneCityTable => {
        loading.delete(locale);
        return {};
      },
    );
    loading.set(locale, load);
  }
  return load;
}

/** The city names of `language`, as soon as they have loaded (undefined until then), for every page that names a zone. */
export function useZoneCities(language: string): ZoneCityTable | undefined {
  const [cities, setCities] = useState(() => loadedZoneCities(language));
  useEffect(() => {
    let current = true;
    setCities(loadedZoneCities(language));
    void loadZoneCities(language).then((table) => current && setCities(table));
    return () => {
      current = false;
    };
  }, [language]);
  return cities;
}
