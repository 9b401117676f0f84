import type { Logger } from '../../src/time/logger';

/** A logger that records every message, for asserting exact log output in tests. */
export function recordingLogger(): Logger & { warnings: string[]; errors: string[] } {
  const warnings: string[] = [];
  const errors: string[] = [];
  return { warnings, errors, warn: (msg) => warnings.push(msg), error: (msg) => errors.push(msg) };
}
