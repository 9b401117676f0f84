/** The part of `navigator` that tells how the member pays for data (the Network Information API; Chromium only). */
export interface ConnectionNavigator {
  connection?: { saveData?: boolean; effectiveType?: string };
}

/**
 * True when the member asked the browser to save data, or the connection is 2G-slow: then the page fetches nothing
 * ahead of need (later steps' files, the time-zone tables), and each step's files come when the step does.
 * Where the browser does not say (Safari, Firefox), the connection is taken as unconstrained.
 */
export function constrainedConnection(nav: ConnectionNavigator | undefined = typeof navigator === 'undefined' ? undefined : (navigator as ConnectionNavigator)): boolean {
  const connection = nav?.connection;
  return connection?.saveData === true || connection?.effectiveType === 'slow-2g' || connection?.effectiveType === '2g';
}
