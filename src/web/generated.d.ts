/** Precompiled ajv validators, written by scripts/build/build-validators.ts: in the browser, the steps a new member may see first. */
declare module '@generated/validators' {
  const validateFns: Record<string, (...args: unknown[]) => boolean>;
  export default validateFns;
}

/** Precompiled ajv validators of the steps no new member sees first, loaded with the later steps' code (src/web/steps/step-validators.ts). */
declare module '@generated/validators-later' {
  const validateFns: Record<string, (...args: unknown[]) => boolean>;
  export default validateFns;
}

/** The JSON Schema of every step variant, by variant key, written by scripts/build/build-validators.ts. */
declare module '@generated/step-schemas' {
  const schemas: Record<string, Record<string, unknown>>;
  export default schemas;
}
