import { Type, type Static, type TObject, type TProperties, type TSchema, type TUnsafe } from 'typebox';

/**
 * Shapes the contract reuses. Each keeps the JSON Schema the routes have always validated with (for example
 * `type: ['string', 'null']` rather than an `anyOf`), so a refused request gets the same error text as before.
 */

/** A string or null, as one `type` list. */
export const NullableString = Type.Unsafe<string | null>({ type: ['string', 'null'] });

/** An object the contract does not look inside (a flow field as the member's page showed it). */
export const looseObject = <T extends object>() => Type.Unsafe<T>({ type: 'object', additionalProperties: true });

/** The path of a route about one enrolment: its id. */
export const EnrolmentIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** An object whose every property is `value`: a map keyed by what the data names (consents, time buckets). */
export const mapOf = <T extends TSchema>(value: T) => Type.Unsafe<Record<string, Static<T>>>({ type: 'object', additionalProperties: value });

/**
 * An answer object whose properties the server always sends (but those marked optional), though its schema lists
 * only `required` as required: typed as given, written as the documents and the serialiser have always read it.
 */
export const answerObject = <P extends TProperties>(properties: P, required: readonly (keyof P & string)[] = []) =>
  Type.Unsafe<Static<TObject<P>>>({ type: 'object', ...(required.length > 0 ? { required: [...required] } : {}), properties });

/** One of a fixed list of strings, written as `enum` (the form the documents have always shown). */
export const oneOf = <const T extends readonly string[]>(values: T): TUnsafe<T[number]> => Type.Unsafe<T[number]>({ enum: [...values] });

/** Exactly one value, written as a bare `const`. */
export const exactly = <const T extends string>(value: T): TUnsafe<T> => Type.Unsafe<T>({ const: value });
