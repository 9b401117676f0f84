import type { TimeZoneEntry } from './time-zone-entry';

/** The option whose aliasList holds the client's detected zone id, else the first option (docs/spec/states.md#time-zone-default). */
export function defaultTimeZoneOption<T extends Pick<TimeZoneEntry, 'aliasList'>>(
  options: readonly T[],
  clientZoneId: string | undefined,
): T | undefined {
  const detected = clientZoneId ? options.find((option) => option.aliasList.includes(clientZoneId)) : undefined;
  return detected ?? options[0];
}
