/** The built app the server would serve is missing or not as the server expects it; the message says how to fix it. */
export class BuiltAppError extends Error {
  override name = 'BuiltAppError';
}
