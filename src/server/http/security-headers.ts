import Fastify from 'fastify';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';

/** The security headers' policy (helmet): a strict CSP without unsafe-*, and framing forbidden twice over. */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  // DENY agrees with frame-ancestors 'none' (SAMEORIGIN, helmet's default, contradicted it).
  frameguard: { action: 'deny' },
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'"], imgSrc: ["'self'", 'data:'],
      connectSrc: ["'self'", 'https://api-js.mixpanel.com', 'https://sessions.bugsnag.com', 'https://notify.bugsnag.com'],
      fontSrc: ["'self'"], objectSrc: ["'none'"], baseUri: ["'self'"], formAction: ["'self'"], frameAncestors: ["'none'"],
    },
  },
};

let cached: Promise<Record<string, string>> | undefined;

/**
 * The headers helmet's plugin sets with HELMET_OPTIONS, read once off a bare Fastify instance, for the answers
 * written before any Fastify hook runs (a URL the router cannot decode, an HTTP request the parser refuses).
 */
export function securityHeaders(): Promise<Record<string, string>> {
  cached ??= (async () => {
    const probe = Fastify();
    await probe.register(helmet, HELMET_OPTIONS);
    // In the handler only the onRequest hooks have written headers, and helmet's are the only ones.
    probe.get('/', async (_request, reply) => Object.fromEntries(Object.entries(reply.raw.getHeaders()).map(([name, value]) => [name, String(value)])));
    const answer = await probe.inject('/');
    await probe.close();
    return answer.json<Record<string, string>>();
  })();
  return cached;
}
