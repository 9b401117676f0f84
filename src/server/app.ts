import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import rateLimit from '@fastify/rate-limit';
import type { Flow } from '../flow/flow-types';
import { marketFieldOf, resolveFlags } from '../flow/load-flow';
import type { Database } from './db/database';
import type { ServerConfig } from './config';
import { enrolmentService } from './enrolment-service';
import { flowVersions } from './flow-versions';
import { installErrorHandler } from './error-handler';
import { loggerOptions, type LogDestination } from './log-options';
import { refuseUnsafeText } from './text-guard';
import { databaseRateLimitStore } from './rate-limit-store';
import { formatsPlugin } from './request-formats';
import { ApiError } from './api-error';
import { healthRoutes } from './routes/health-routes';
import { memberRoutes } from './routes/member-routes';
import { appRoutes } from './routes/app-routes';
import { logRoutes } from './routes/log-routes';
import { staffRoutes } from './routes/staff-routes';

/** Requests per minute per client address on the member API (documented in the README). */
export const RATE_LIMITS: Record<string, { max: number; timeWindow: string }> = {
  default: { max: 300, timeWindow: '1 minute' },
  '/member/enrolments': { max: 20, timeWindow: '1 minute' },
  '/member/logs': { max: 60, timeWindow: '1 minute' },
};

const rateLimitError = (after: string) => new ApiError(429, 'rate_limited', `Too many requests from this address; try again in ${after}.`);

/** What the app factory needs; `now` is injectable so tests can move the clock. */
export interface AppOptions {
  db: Database;
  flow: Flow;
  config: Pick<ServerConfig, 'flagOverrides' | 'cookieSecure' | 'appHost' | 'distDir' | 'bugsnagApiKey' | 'mixpanelToken' | 'logApiKey'> & Partial<Pick<ServerConfig, 'staffTokens' | 'crmProvider' | 'trustProxy'>>;
  serveApp?: boolean;
  /** Per-address request limits (README); tests and benchmarks that hammer the API switch them off. */
  rateLimit?: boolean;
  /** `npm run dev` only: what GET /v3/dist/__dev/status answers (rebuild version, check-flows problems). */
  devStatus?: () => { version: number; problems: string[] };
  /** true: JSON lines on stdout; a destination: every line written there (tests read them); false/absent: none. */
  logger?: boolean | LogDestination;
  now?: () => Date;
}

/** Builds the Fastify app: security headers, the member API, health, OpenAPI and the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger) : false,
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true }, plugins: [formatsPlugin] },
  });
  const flags = resolveFlags(options.flow, options.config.flagOverrides);
  installErrorHandler(app);
  app.addHook('preValidation', refuseUnsafeText);
  await app.register(helmet, {
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
  });
  await app.register(cookie);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Member onboarding API', version: options.flow.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'Staff token (STAFF_TOKENS)' } } },
    },
  });
  const now = options.now ?? (() => new Date());
  const versions = await flowVersions(options.db, options.flow);
  const service = enrolmentService({ db: options.db, versions, flags, marketField: marketFieldOf(options.flow), now, appHost: options.config.appHost });
  await app.register(healthRoutes, { db: options.db });
  await app.register(async (member) => {
    if (options.rateLimit !== false) {
      // This hook must run before the rate-limit plugin's own onRoute hook, which reads the limit it sets.
      member.addHook('onRoute', (route) => {
        route.config = { ...(route.config as object), rateLimit: RATE_LIMITS[route.url] ?? RATE_LIMITS.default };
      });
      await member.register(rateLimit, { global: false, store: databaseRateLimitStore(options.db), errorResponseBuilder: (_request, context) => rateLimitError(context.after) });
    }
    await member.register(memberRoutes, { service, cookieSecure: options.config.cookieSecure, now });
    await member.register(logRoutes, { apiKey: options.config.logApiKey });
  }, { prefix: '/member' });
  await app.register(staffRoutes, { prefix: '/staff', db: options.db, tokens: options.config.staffTokens ?? {}, now });
  app.get('/member/openapi.json', { schema: { hide: true } }, () => app.swagger());
  const { devStatus } = options;
  if (devStatus) app.get('/v3/dist/__dev/status', { schema: { hide: true } }, () => devStatus());
  if (options.serveApp !== false) {
    await app.register(appRoutes, {
      distDir: options.config.distDir,
      runtime: {
        flags, flowVersion: versions.currentHash, apiBase: '/member', appHost: options.config.appHost, bugsnagApiKey: options.config.bugsnagApiKey, mixpanelToken: options.config.mixpanelToken,
        ...(options.config.logApiKey ? { logCollectorUrl: '/member/logs', logApiKey: options.config.logApiKey, logName: 'onboarding-v3-web' } : {}),
        ...(options.config.crmProvider ? { crmProvider: options.config.crmProvider } : {}),
      },
    });
  }
  return app;
}
