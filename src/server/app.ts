import Fastify, { type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import swagger from '@fastify/swagger';
import type { Flow } from '../flow/flow-types';
import { marketFieldOf, resolveFlags } from '../flow/load-flow';
import type { Database } from './db/database';
import type { ServerConfig } from './config';
import { enrolmentService } from './enrolment-service';
import { installErrorHandler } from './error-handler';
import { healthRoutes } from './routes/health-routes';
import { memberRoutes } from './routes/member-routes';
import { appRoutes } from './routes/app-routes';

/** What the app factory needs; `now` is injectable so tests can move the clock. */
export interface AppOptions {
  db: Database;
  flow: Flow;
  config: Pick<ServerConfig, 'flagOverrides' | 'cookieSecure' | 'appHost' | 'distDir' | 'bugsnagApiKey' | 'mixpanelToken'>;
  serveApp?: boolean;
  logger?: boolean;
  now?: () => Date;
}

/** Builds the Fastify app: security headers, the member API, health, OpenAPI and the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ? { redact: { paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'], censor: '[redacted]' } } : false,
    bodyLimit: 64 * 1024,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true } },
  });
  const flags = resolveFlags(options.flow, options.config.flagOverrides);
  installErrorHandler(app);
  await app.register(helmet, {
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
  await app.register(swagger, { openapi: { info: { title: 'Member onboarding API', version: options.flow.version } } });
  const service = enrolmentService({ db: options.db, flow: options.flow, flags, marketField: marketFieldOf(options.flow), now: options.now ?? (() => new Date()), appHost: options.config.appHost });
  await app.register(healthRoutes, { db: options.db });
  await app.register(memberRoutes, { prefix: '/member', service, cookieSecure: options.config.cookieSecure });
  app.get('/member/openapi.json', { schema: { hide: true } }, () => app.swagger());
  if (options.serveApp !== false) {
    await app.register(appRoutes, {
      distDir: options.config.distDir,
      runtime: { flags, apiBase: '/member', appHost: options.config.appHost, bugsnagApiKey: options.config.bugsnagApiKey, mixpanelToken: options.config.mixpanelToken },
    });
  }
  return app;
}
