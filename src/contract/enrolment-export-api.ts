import { Type } from 'typebox';
import recordSchema from '../../schemas/consent-record.schema.json';
import { exactly } from './json-shapes';

// Resources are FHIR's to define (the export's tests validate them against the R4 definitions); the schema fixes the envelope.
const resource = Type.Object({ resourceType: Type.String(), id: Type.String() }, { additionalProperties: true });

/** GET /staff/enrolments/:id/fhir: a submitted enrolment as a FHIR R4 collection Bundle. */
export const FhirBundle = Type.Object({
  resourceType: exactly('Bundle'), id: Type.String(), identifier: Type.Object({ system: Type.String(), value: Type.String() }),
  type: exactly('collection'), timestamp: Type.String(),
  entry: Type.Array(Type.Object({ fullUrl: Type.String(), resource }, { additionalProperties: false })),
}, { additionalProperties: false });

// The document's own keywords stay in the file; the route carries the record's shape.
const { $schema: _dialect, title: _title, ...record } = recordSchema;

/** GET /staff/enrolments/:id/consent-records: ISO/IEC TS 27560 consent records, as schemas/consent-record.schema.json defines one. */
export const ConsentRecords = Type.Unsafe<unknown[]>({ type: 'array', items: record });
