import Ajv, { type ValidateFunction } from 'ajv';
import { CLIENT_LOG_CONTEXT, CLIENT_LOG_EVENTS, CLIENT_LOG_FIELDS, type ClientLogEntry, type ClientLogEventCode } from '../../client-log/client-log-events';

/** The most entries one batch may carry (docs/product.md, "Sessions and privacy"). */
export const MAX_LOG_ENTRIES = 50;

/** Each event's JSON schema: its code, the context every entry may carry, its own fields; nothing else. */
export function clientLogEventSchemas(stepIds: readonly string[]) {
  // flowVersion: the flow hash's previous name, sent by a page of the previous release (one release more).
  const context = { ...CLIENT_LOG_CONTEXT, flowVersion: { ...CLIENT_LOG_CONTEXT.flowHash, deprecated: true }, step: { enum: [...stepIds] } };
  return Object.fromEntries(
    (Object.keys(CLIENT_LOG_EVENTS) as ClientLogEventCode[]).map((code) => {
      const fields: readonly string[] = CLIENT_LOG_EVENTS[code].fields;
      return [code, {
        type: 'object', additionalProperties: false, required: ['event', 'timestamp', ...fields],
        properties: { event: { const: code }, ...context, ...Object.fromEntries(fields.map((field) => [field, CLIENT_LOG_FIELDS[field as keyof typeof CLIENT_LOG_FIELDS]])) },
      }];
    }),
  ) as Record<ClientLogEventCode, object>;
}

/** The envelope the route checks before its handler: 1 to 50 entries of any kind; each entry is then allowed or dropped. */
export const LOG_ENVELOPE_SCHEMA = {
  type: 'object', additionalProperties: false, required: ['entries'],
  properties: { entries: { type: 'array', minItems: 1, maxItems: MAX_LOG_ENTRIES } },
} as const;

/** The body as the API's contract shows it: each entry one of the allowed events (any other entry is dropped and counted). */
export function logBodySchema(stepIds: readonly string[]) {
  return {
    ...LOG_ENVELOPE_SCHEMA,
    properties: {
      entries: {
        ...LOG_ENVELOPE_SCHEMA.properties.entries,
        description: 'Each entry is one of the allowed events; an entry that matches none is dropped, counted in `dropped`, and never written.',
        items: { oneOf: Object.values(clientLogEventSchemas(stepIds)) },
      },
    },
  };
}

// Lengths and patterns are checked in that order, each string's length first: a long string costs one count.
const ajv = new Ajv({ allErrors: false, coerceTypes: false, removeAdditional: false, useDefaults: false, strict: true });

/** The allow-list: true for an entry that is exactly one of the allowed events. */
export function allowedEntry(stepIds: readonly string[]): (entry: unknown) => entry is ClientLogEntry {
  const checks = new Map<unknown, ValidateFunction>(Object.entries(clientLogEventSchemas(stepIds)).map(([code, schema]) => [code, ajv.compile(schema)]));
  return (entry: unknown): entry is ClientLogEntry => {
    if (entry === null || typeof entry !== 'object' || Array.isArray(entry)) return false;
    const check = checks.get((entry as { event?: unknown }).event);
    return check !== undefined && check(entry);
  };
}

/** The envelope's own check (the route's body validator). */
export const envelopeCheck = ajv.compile(LOG_ENVELOPE_SCHEMA);

/** The route's headers: the key is one header of bounded length. */
export const LOG_HEADERS_SCHEMA = { type: 'object', properties: { authorization: { type: 'string', maxLength: 200 } } } as const;

/** The headers' check (the route's own validators replace the app's, so it compiles this one too). */
export const headersCheck = ajv.compile(LOG_HEADERS_SCHEMA);
