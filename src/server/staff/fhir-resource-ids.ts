import { createHash } from 'crypto';
import type { ResourceIds } from '../../fhir/fhir-enrolment';

/**
 * The ids of an enrolment's FHIR resources: name-based UUIDs (RFC 9562 version 5) of each key in the enrolment's
 * own namespace (its id), so every export of the enrolment gives a resource the same id and no two enrolments share one.
 */
export function fhirResourceIds(enrolmentId: string): ResourceIds {
  const namespace = Buffer.from(enrolmentId.replace(/-/g, ''), 'hex');
  return (key) => {
    const hash = createHash('sha1').update(namespace).update(key, 'utf8').digest().subarray(0, 16);
    hash[6] = (hash[6] & 0x0f) | 0x50;
    hash[8] = (hash[8] & 0x3f) | 0x80;
    const hex = hash.toString('hex');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
}
