import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerFactory, type RouteOptions } from 'fastify';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Flow } from '../../flow/flow-types';
import { marketFieldOf, resolveFlags } from '../../flow/load-flow';
import { recordMarketField } from '../staff/answered-facts';
import type { Database } from '../db/database';
import type { ServerConfig } from '../config';
import { enrolmentService } from '../enrolment/enrolment-service';
import { flowVersions } from '../enrolment/flow-versions';
import { installErrorHandler } from './error-handler';
import { loggerOptions, type LogDestination } from '../logs/log-options';
import type { LogFormat } from '../logs/log-format';
import { TerminalRequestLog } from '../logs/terminal-log';
import { NAME_AUTOCOMPLETE, refuseUnsafeText, stripNameFormatting } from './text-guard';
import { databaseRateLimitStore } from '../limits/rate-limit-store';
import { formatsPlugin } from './request-formats';
import { HELMET_OPTIONS, securityHeaders } from './security-headers';
import { clientErrorHandler, expectationFailed, frameworkErrors } from './framework-errors';
import { RATE_LIMITS } from '../limits/rate-limits';
import { capConnections, CONNECTION_LIMITS, connectionServerOptions } from '../limits/connection-limits';
import { mailLimitCounter, memberRateLimitHook, rateLimitCounters, staffFailureCounter, staffRateLimitHook } from '../limits/rate-limit-hooks';
import { countsAsStaffFailure, staffIdentity, triedCredentialKey } from '../staff/staff-identity';
import { healthRoutes } from './health-routes';
import { memberRoutes } from '../enrolment/member-routes';
import { APP_BASE, appRoutes } from '../page/app-routes';
import { firstStepRoute } from '../page/first-step-route';
import { logRoutes } from '../logs/log-routes';
import { LOG_PROXY_LIMITS, type LogProxyLimits } from '../logs/log-proxy-limits';
import { logWorkGate } from '../logs/log-work-gate';
import { logByteBudget } from '../logs/log-byte-budget';
import { pageScripts } from '../logs/page-scripts';
import { staffRoutes } from '../staff/staff-routes';
import { funnelRoutes } from '../funnel/funnel-routes';
import { consoleRoutes } from '../staff/console-routes';
import { withdrawalRoutes } from '../consents/withdrawal-routes';
import { fhirRoutes } from '../staff/fhir-routes';
import { consentRecordRoutes } from '../staff/consent-record-routes';
import { identifyAndAuditStaff } from '../staff/staff-audit-hook';
import { resumeRoutes } from '../resume/resume-routes';
import { smtpMailer } from '../resume/mailer';
import { OPENAPI_DOCUMENTS, registerOpenapiDocuments } from './openapi-documents';
import { refuseCrossOrigin } from './origin-check';

/**
 * How long one plugin may take to load. A start on a loaded machine is slow, not stuck: Fastify's default of 10 s
 * failed a start at load 18-25, so the bound only catches a plugin that never finishes.
 */
export const PLUGIN_TIMEOUT_MS = 120_000;

/** What the app factory needs; `now` is injectable so tests can move the clock. */
export interface AppOptions {
  db: Database;
  flow: Flow;
  config: Pick<ServerConfig, 'flagOverrides' | 'cookieSecure' | 'appHost' | 'distDir' | 'bugsnagApiKey' | 'mixpanelToken' | 'logApiKey'> & Partial<Pick<ServerConfig, 'staffTokens' | 'crmProvider' | 'trustProxy' | 'rateLimits' | 'mail' | 'connections' | 'publicUrl'>>;
  serveApp?: boolean;
  /** The rate limits (README, src/server/limits/rate-limits.ts); tests and benchmarks that hammer the API switch them off. */
  rateLimit?: boolean;
  /** The node's server, listening since the process started (src/server/http/starting-server.ts); absent, Fastify makes one. */
  serverFactory?: FastifyServerFactory;
  /** `npm run dev` only: what GET /v3/dist/__dev/status answers (rebuild version, check-flows problems). */
  devStatus?: () => { version: number; problems: string[] };
  /** true: JSON lines on stdout; a destination: every line written there (tests read them); false/absent: none. */
  logger?: boolean | LogDestination;
  /** How logged lines are written: JSON (the default) or one readable line per event for a terminal. */
  logFormat?: LogFormat;
  now?: () => Date;
  /** Whether saves append funnel counts (default on); the bench turns it off to compare a save without them. */
  countFunnel?: boolean;
  /** The log proxy's own bounds (src/server/logs/log-proxy-limits.ts); tests make them small. */
  logProxyLimits?: LogProxyLimits;
  /** Told of every route as it is added (the contract test compares them with the OpenAPI documents). */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the Fastify app: security headers, the member API, health, OpenAPI and the web app. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const connections = options.config.connections ?? CONNECTION_LIMITS;
  const headers = await securityHeaders();
  const app = Fastify({
    ...connectionServerOptions(connections),
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
    pluginTimeout: PLUGIN_TIMEOUT_MS,
    logger: options.logger ? loggerOptions(options.logger === true ? undefined : options.logger, options.logFormat) : false,
    ...(options.logger && options.logFormat === 'pretty' ? { logController: new TerminalRequestLog() } : {}),
    trustProxy: options.config.trustProxy ?? false,
    bodyLimit: 64 * 1024,
    frameworkErrors: frameworkErrors(headers),
    clientErrorHandler: clientErrorHandler(headers),
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, allowUnionTypes: true }, plugins: [formatsPlugin] },
  });
  // Past the cap a newcomer takes the place of the longest idle kept-alive connection, else it is closed at once.
  capConnections(app.server, connections.maxConnections);
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  const flags = resolveFlags(options.flow, options.config.flagOverrides);
  app.server.on('checkExpectation', expectationFailed(headers));
  installErrorHandler(app);
  // `npm run dev`: nothing is cached, so an edit always shows in the open page.
  if (options.devStatus) app.addHook('onSend', async (_request, reply) => void reply.header('cache-control', 'no-store'));
  app.addHook('preValidation', refuseUnsafeText);
  const nameFields = options.flow.steps.flatMap((step) => step.fields ?? []).filter((field) => NAME_AUTOCOMPLETE.includes(field.autocomplete ?? '')).map((field) => field.name);
  app.addHook('preValidation', stripNameFormatting(new Set(nameFields)));
  await app.register(helmet, HELMET_OPTIONS);
  await app.register(cookie);
  await registerOpenapiDocuments(app, options.flow.version);
  const now = options.now ?? (() => new Date());
  const versions = await flowVersions(options.db, options.flow);
  await recordMarketField(options.db, marketFieldOf(options.flow) ?? 'country');
  const service = enrolmentService({ db: options.db, versions, flags, marketField: marketFieldOf(options.flow), now, appHost: options.config.appHost, countFunnel: options.countFunnel });
  await app.register(healthRoutes, { db: options.db });
  // Counters live in the database, so every node counts together (no per-process memory).
  const limits = options.config.rateLimits ?? RATE_LIMITS;
  if (options.rateLimit !== false) await app.register(rateLimit, { global: false, store: databaseRateLimitStore(options.db) });
  const counters = options.rateLimit !== false ? rateLimitCounters(app, limits, triedCredentialKey(options.db)) : undefined;
  // "Continue later": on only with SMTP; the member confirms the flow's birth date (autocomplete bday).
  const resumeDetail = options.flow.steps.flatMap((step) => step.fields ?? []).find((field) => field.autocomplete === 'bday')?.name ?? '';
  if (options.config.mail && !resumeDetail) throw new Error('SMTP_URL is set but the flow has no birth date field (autocomplete "bday") to confirm a continue-later link with; add one or unset SMTP_URL.');
  const mail = options.config.mail ? { mailer: smtpMailer(options.config.mail), publicUrl: options.config.mail.publicUrl } : undefined;
  if (mail) app.addHook('onClose', (_instance, done) => {
    mail.mailer.close();
    done();
  });
  const logLimits = options.logProxyLimits ?? LOG_PROXY_LIMITS;
  // Member and staff answers carry patient data (or say whether it exists): no browser or proxy cache may keep any.
  const noStore = (_request: FastifyRequest, reply: FastifyReply, done: () => void) => {
    void reply.header('cache-control', 'no-store');
    done();
  };
  await app.register(async (member) => {
    member.addHook('onRequest', noStore);
    // The log proxy is keyed and the first step's form post checks its origin itself (keeping its own code).
    member.addHook('onRequest', refuseCrossOrigin(options.config.publicUrl ?? options.config.mail?.publicUrl, new Set(['/member/logs', '/member/first-step'])));
    if (counters) member.addHook('onRequest', memberRateLimitHook(counters));
    await member.register(memberRoutes, { service, cookieSecure: options.config.cookieSecure, now });
    await member.register(firstStepRoute, { service, cookieSecure: options.config.cookieSecure, appBase: APP_BASE });
    await member.register(logRoutes, {
      apiKey: options.config.logApiKey, stepIds: options.flow.steps.map((step) => step.id), scripts: pageScripts(options.config.distDir), limits: logLimits, gate: logWorkGate(logLimits),
      ...(options.rateLimit !== false ? { byteBudget: logByteBudget(options.db, { address: limits.logBytesAddress, enrolment: limits.logBytesEnrolment }) } : {}),
    });
    await member.register(resumeRoutes, { service, db: options.db, mail, detailField: resumeDetail, cookieSecure: options.config.cookieSecure, now, ...(counters ? { countMail: mailLimitCounter(counters) } : {}) });
  }, { prefix: '/member' });
  const staffTokens = options.config.staffTokens ?? {};
  await app.register(async (staff) => {
    staff.addHook('onRequest', noStore);
    if (counters) staff.addHook('onRequest', staffRateLimitHook(counters, (request) => countsAsStaffFailure(request, staffTokens)));
    // One check for every staff route: a bearer token (the API) or the console's session cookie.
    const identify = staffIdentity({ db: options.db, tokens: staffTokens, now });
    identifyAndAuditStaff(staff, { db: options.db, now, identify });
    const countFailure = async (request: FastifyRequest, reply: FastifyReply) => void (counters && (await staffFailureCounter(counters)(request, reply)));
    await staff.register(staffRoutes, { db: options.db, now });
    await staff.register(withdrawalRoutes, { db: options.db, now });
    await staff.register(funnelRoutes, { db: options.db, now });
    await staff.register(fhirRoutes, { db: options.db, now, versions, flags, marketField: marketFieldOf(options.flow) });
    await staff.register(consentRecordRoutes, { db: options.db, now, versions, flags, marketField: marketFieldOf(options.flow) });
    await staff.register(consoleRoutes, { db: options.db, tokens: staffTokens, now, cookieSecure: options.config.cookieSecure, versions, flags, marketField: marketFieldOf(options.flow), identify, countFailure });
    // The staff API's contract names no patient data, but it maps the care team's tools: only staff read it.
    staff.get('/openapi.json', { schema: { hide: true } }, () => app.getDecorator<() => unknown>(OPENAPI_DOCUMENTS.staff.decorator)());
  }, { prefix: '/staff' });
  app.get('/member/openapi.json', { schema: { hide: true } }, () => app.getDecorator<() => unknown>(OPENAPI_DOCUMENTS.member.decorator)());
  const { devStatus } = options;
  if (devStatus) app.get('/v3/dist/__dev/status', { schema: { hide: true } }, () => ({ ...devStatus(), flowHash: versions.currentFlowHash }));
  if (options.serveApp !== false) {
    await app.register(appRoutes, {
      distDir: options.config.distDir,
      runtime: {
        // flowVersion: the flow hash's previous name, for a page of the previous release (one release more).
        flags, flowHash: versions.currentFlowHash, flowVersion: versions.currentFlowHash, apiBase: '/member', ...(mail ? { continueLater: true } : {}), appHost: options.config.appHost, bugsnagApiKey: options.config.bugsnagApiKey, mixpanelToken: options.config.mixpanelToken,
        ...(options.config.logApiKey ? { logCollectorUrl: '/member/logs', logApiKey: options.config.logApiKey, logName: 'onboarding-v3-web' } : {}),
        ...(options.config.crmProvider ? { crmProvider: options.config.crmProvider } : {}),
      },
    });
  }
  return app;
}
