import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'http';

/** The security headers' settings (helmet): a strict CSP without unsafe-*, and framing forbidden twice over. */
const HELMET_OPTIONS = {
  // DENY agrees with frame-ancestors 'none' (SAMEORIGIN, helmet's default, contradicted it).
  frameguard: { action: 'deny' as const },
  contentSecurityPolicy: {
    useDefaults: false as const,
    directives: {
      defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api-js.mixpanel.com', 'https://sessions.bugsnag.com', 'https://notify.bugsnag.com'],
      fontSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"], frameAncestors: ["'none'"],
    },
  },
};

let cached: Record<string, string> | undefined;

/**
 * The headers helmet sets with HELMET_OPTIONS, as a plain map, for answers written before any Fastify hook
 * runs (a URL the router cannot decode, an HTTP request the parser refuses): every answer carries them.
 */
export function securityHeaders(): Record<string, string> {
  if (cached) return cached;
  const headers: Record<string, string> = {};
  const collect = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => undefined, getHeader: () => undefined };
  helmet(HELMET_OPTIONS)({} as IncomingMessage, collect as unknown as ServerResponse, () => undefined);
  cached = headers;
  return headers;
}
