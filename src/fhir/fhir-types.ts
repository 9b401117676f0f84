/** A FHIR Coding: a code from a code system. */
export interface Coding {
  system: string;
  code: string;
  display?: string;
}

/** A FHIR CodeableConcept. */
export interface CodeableConcept {
  extension?: Extension[];
  coding?: Coding[];
  text?: string;
}

/** A FHIR Reference, here always to another entry of the same bundle (`urn:uuid:`) or by identifier. */
export interface Reference {
  reference?: string;
  identifier?: Identifier;
  display?: string;
}

/** A FHIR Identifier. */
export interface Identifier {
  system: string;
  value: string;
}

/** A FHIR Extension with the value types the export uses. */
export interface Extension {
  url: string;
  extension?: Extension[];
  valueCoding?: Coding;
  valueCodeableConcept?: CodeableConcept;
  valueString?: string;
  valueCode?: string;
  valueUri?: string;
  valueReference?: Reference;
}

/** Any FHIR resource the export builds: its type, its id and its elements. */
export interface FhirResource {
  resourceType: string;
  id: string;
  [element: string]: unknown;
}

/** A resource with the `urn:uuid:` address other entries of its bundle reference it by. */
export interface BundleEntry {
  fullUrl: string;
  resource: FhirResource;
}

/** A FHIR Bundle. */
export interface Bundle {
  resourceType: 'Bundle';
  id: string;
  identifier: Identifier;
  type: 'collection';
  timestamp: string;
  entry: BundleEntry[];
}

/** The reference to a resource of the same bundle. */
export const referenceTo = (resource: FhirResource): Reference => ({ reference: `urn:uuid:${resource.id}` });
