/** A JSON object as stored. */
type JsonObject = Record<string, unknown>;

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Values kept in browser local storage by key (docs/spec/entities.md#locally-stored-values): a read gives the parsed
 * JSON object when the value is one, else the raw string; writing an object merges it into the stored one, replacing
 * one stores it whole.
 */
export function createLocalStore(storage: Storage) {
  function read(key: string): unknown {
    const raw = storage.getItem(key);
    if (raw === null) return undefined;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isObject(parsed) ? parsed : raw;
    } catch {
      return raw;
    }
  }

  function write(key: string, value: unknown): void {
    if (isObject(value)) {
      const current = read(key);
      storage.setItem(key, JSON.stringify(isObject(current) ? { ...current, ...value } : value));
    } else {
      storage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value));
    }
  }

  // One setItem, without reading and parsing the old value first: a record written on every step change.
  const replace = (key: string, value: JsonObject): void => storage.setItem(key, JSON.stringify(value));

  return { read, write, replace, remove: (key: string) => storage.removeItem(key) };
}

/** The local store interface. */
export type LocalStore = ReturnType<typeof createLocalStore>;
