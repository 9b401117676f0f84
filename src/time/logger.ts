/** Where the pure core (time, patient states) reports problems; `console` satisfies it, tests pass a recorder. */
export interface Logger {
  warn(msg: string): void;
  error(msg: string): void;
}
