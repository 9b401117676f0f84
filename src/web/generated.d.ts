/** Precompiled ajv validators of every step variant, written by scripts/build-validators.ts. */
declare module '@generated/validators' {
  const validateFns: Record<string, (...args: unknown[]) => boolean>;
  export default validateFns;
}

/** The JSON Schema of every step variant, by variant key, written by scripts/build-validators.ts. */
declare module '@generated/step-schemas' {
  const schemas: Record<string, Record<string, unknown>>;
  export default schemas;
}
