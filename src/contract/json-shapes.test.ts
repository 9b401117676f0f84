import { Type } from 'typebox';
import { answerObject, exactly, mapOf, NullableString, oneOf } from './json-shapes';
import { EnrolmentListQuery } from './enrolment-list-api';

// The contract's shapes are written in the JSON form the routes always validated with: Ajv's error text, the
// serialiser's output and the OpenAPI documents follow that form, not the TypeScript type beside it.
const json = (schema: unknown) => JSON.parse(JSON.stringify(schema)) as unknown;

it('writes a nullable, a list of values, one value, a map and an answer object as the routes always had them', () => {
  expect(json(NullableString)).toEqual({ type: ['string', 'null'] });
  expect(json(oneOf(['US', 'CA'] as const))).toEqual({ enum: ['US', 'CA'] });
  expect(json(exactly('Bundle'))).toEqual({ const: 'Bundle' });
  expect(json(mapOf(Type.Integer()))).toEqual({ type: 'object', additionalProperties: { type: 'integer' } });
  expect(json(answerObject({ a: Type.String(), b: NullableString }, ['a']))).toEqual({ type: 'object', required: ['a'], properties: { a: { type: 'string' }, b: { type: ['string', 'null'] } } });
  expect(json(answerObject({ a: Type.String() }))).toEqual({ type: 'object', properties: { a: { type: 'string' } } });
});

it('keeps a list query closed and one-way: no unknown parameter, never both cursors', () => {
  const query = json(EnrolmentListQuery) as { additionalProperties: unknown; not: unknown; required?: unknown };
  expect(query.additionalProperties).toBe(false);
  expect(query.required).toBeUndefined();
  expect(query.not).toMatchObject({ required: ['after', 'before'] });
});
