/** The `code` an error carries (a SQLSTATE from the database, or a socket error such as ECONNREFUSED); '' when none. */
export function errorCode(error: unknown): string {
  if (typeof error !== 'object' || error === null) return '';
  const { code } = error as { code?: unknown };
  return typeof code === 'string' ? code : '';
}
