import path from 'path';
import onboarding from '../../flows/onboarding.json';
import { didYouMean } from '../flow/did-you-mean';
import { CONNECTION_LIMITS, CONNECTION_VARIABLES, type ConnectionLimits, type ConnectionLimitName } from './limits/connection-limits';
import { chooseLogFormat, type LogFormat } from './logs/log-format';
import { RATE_LIMIT_NAMES, rateLimitVariable, scaledRateLimits, type RateLimitName, type RateLimitTable } from './limits/rate-limits';

/** Server settings, read once at start from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  distDir: string;
  flagOverrides: Record<string, boolean>;
  cookieSecure: boolean;
  /** Host of the patient app, for the app links of docs/spec/steps.md#destinations (`{host}/?t=home`). */
  appHost: string;
  bugsnagApiKey?: string;
  mixpanelToken?: string;
  /** Staff bearer tokens by name (STAFF_TOKENS="alice:token1,ops:token2"); the name goes in the state history. */
  staffTokens: Record<string, string>;
  /** The key the browser sends to the log proxy (LOG_API_KEY); without it the proxy is off. */
  logApiKey?: string;
  /** The CRM provider whose visits (`utm_source=<name>`) get no analytics (CRM_PROVIDER). */
  crmProvider?: string;
  /** The proxies whose X-Forwarded-For is believed (TRUST_PROXY); false: none, the socket's address counts. */
  trustProxy: string[] | false;
  /** The rate limits (src/server/limits/rate-limits.ts), scaled by RATE_LIMIT_SCALE and set one by one by RATE_LIMIT_<NAME>. */
  rateLimits: RateLimitTable;
  /** Connection deadlines and cap (src/server/limits/connection-limits.ts), each settable by its variable (HEADERS_TIMEOUT_MS, ...). */
  connections: ConnectionLimits;
  /** Mail for "continue later" links (SMTP_URL, MAIL_FROM, PUBLIC_URL); absent: no links and no button. */
  mail?: MailConfig;
  /** The origin members reach this server at (PUBLIC_URL); the member API takes state changes only from it (else from the request's own host). */
  publicUrl?: string;
  /** JSON lines, or one readable line per event (LOG_FORMAT; by default readable in a terminal outside production). */
  logFormat: LogFormat;
}

/** Where "continue later" mails go out and the address their links point at. */
export interface MailConfig {
  /** nodemailer's connection URL, smtp://user:pass@host:587 or smtps://host:465. */
  smtpUrl: string;
  /** The sender, e.g. `Enrollment <no-reply@clinic.example>`. */
  from: string;
  /** The origin members reach this server at (https://join.example.com); links are built on it, never on a request's Host. */
  publicUrl: string;
}

/** Raised when an environment variable has a value the server cannot use. */
export class ConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigError';
  }
}

/** Raised at start when a FLAG_ variable names no flag the flow declares (a typo would otherwise be ignored). */
export class UnknownFlagError extends ConfigError {
  constructor(variable: string, name: string, known: readonly string[]) {
    super(`${variable} names no flag of the flow.${didYouMean(name, known).replace(/'([^']+)'/, "'FLAG_$1'")} Known flags: ${known.map((flag) => `FLAG_${flag}`).join(', ')}; fix the name or remove the variable.`);
    this.name = 'UnknownFlagError';
  }
}

// Only the first letter's case is free (FLAG_ShowHipaaConsent); any other difference is a typo that would be ignored.
function flagOverrides(env: NodeJS.ProcessEnv, knownFlags: readonly string[]): Record<string, boolean> {
  const overrides: Record<string, boolean> = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('FLAG_') || value === undefined) continue;
    const raw = key.slice('FLAG_'.length);
    const name = raw.charAt(0).toLowerCase() + raw.slice(1);
    if (!knownFlags.includes(name)) throw new UnknownFlagError(key, name, knownFlags);
    if (value !== 'true' && value !== 'false') throw new ConfigError(`${key} is '${value}'; set it to true or false.`);
    overrides[name] = value === 'true';
  }
  return overrides;
}

const STAFF_NAME = /^[A-Za-z0-9_.-]{1,64}$/;

// The name ends at the first colon; everything after it is the token, colons included.
function staffTokens(value: string | undefined): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const pair of (value ?? '').split(',').map((p) => p.trim()).filter(Boolean)) {
    const colon = pair.indexOf(':');
    const name = colon === -1 ? pair : pair.slice(0, colon);
    const token = colon === -1 ? '' : pair.slice(colon + 1);
    if (!STAFF_NAME.test(name)) throw new ConfigError(`STAFF_TOKENS has a name '${name}' that is not 1-64 letters, digits, '.', '_' or '-'; write name:token pairs separated by commas.`);
    if (token.length < 16) throw new ConfigError(`STAFF_TOKENS gives '${name}' no token of 16 or more characters; write name:token pairs separated by commas.`);
    if (Object.prototype.hasOwnProperty.call(tokens, name)) throw new ConfigError(`STAFF_TOKENS names '${name}' twice; give each member of staff one token.`);
    tokens[name] = token;
  }
  return tokens;
}

// proxy-addr's names for address ranges, an IPv4/IPv6 address, or either with a /prefix.
const PROXY_ENTRY = /^(loopback|linklocal|uniquelocal|(?=[^/]*[.:])[0-9a-fA-F:.]+(\/\d{1,3})?)$/;

/**
 * Which proxies may set X-Forwarded-For (TRUST_PROXY): none by default, so a client cannot pick the address
 * its rate limit is counted under; else a comma-separated list of the proxies' addresses, ranges or
 * proxy-addr names (loopback, uniquelocal).
 */
function trustProxy(value: string | undefined): string[] | false {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === 'false') return false;
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.find((entry) => !PROXY_ENTRY.test(entry));
  if (bad !== undefined || entries.length === 0) {
    throw new ConfigError(`TRUST_PROXY has '${bad ?? raw}'; list the proxies' addresses or ranges (e.g. 127.0.0.1,10.0.0.0/8 or loopback); 'true' (trust anyone) and hop counts are refused.`);
  }
  return entries;
}

const MAX_SCALE = 1_000_000;

/**
 * The rate-limit table for this process: RATE_LIMIT_SCALE (a positive number, e.g. 100 for a load test)
 * multiplies every max; RATE_LIMIT_<NAME>=<max> sets one (a whole number from 1). Other RATE_LIMIT_ names are refused.
 */
function rateLimits(env: NodeJS.ProcessEnv): RateLimitTable {
  const rawScale = env.RATE_LIMIT_SCALE?.trim() || '1';
  const scale = Number(rawScale);
  if (!Number.isFinite(scale) || scale <= 0 || scale > MAX_SCALE) throw new ConfigError(`RATE_LIMIT_SCALE is '${rawScale}'; set it to a number above 0 and at most ${MAX_SCALE} (1 = the documented limits).`);
  const byVariable = new Map(RATE_LIMIT_NAMES.map((name) => [rateLimitVariable(name), name]));
  const maxima: Partial<Record<RateLimitName, number>> = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('RATE_LIMIT_') || key === 'RATE_LIMIT_SCALE' || !value?.trim()) continue;
    const name = byVariable.get(key);
    if (!name) throw new ConfigError(`${key} names no rate limit; use RATE_LIMIT_SCALE or one of ${[...byVariable.keys()].join(', ')}.`);
    const max = Number(value);
    if (!/^\d+$/.test(value.trim()) || max < 1 || max > Number.MAX_SAFE_INTEGER) throw new ConfigError(`${key} is '${value}'; set it to a whole number of requests, at least 1.`);
    maxima[name] = max;
  }
  return scaledRateLimits(scale, maxima);
}

const MAX_MS = 3_600_000;

/**
 * The connection deadlines and cap: CONNECTION_LIMITS, each set by its variable (HEADERS_TIMEOUT_MS=5000) as a whole
 * number from 1; the header deadline may not be longer than the request deadline (Node refuses that).
 */
function connectionLimits(env: NodeJS.ProcessEnv): ConnectionLimits {
  const limits = { ...CONNECTION_LIMITS };
  for (const [name, variable] of Object.entries(CONNECTION_VARIABLES) as [ConnectionLimitName, string][]) {
    const raw = env[variable]?.trim();
    if (!raw) continue;
    const value = Number(raw);
    const most = name === 'maxConnections' ? 1_000_000 : MAX_MS;
    if (!/^\d+$/.test(raw) || value < 1 || value > most) throw new ConfigError(`${variable} is '${raw}'; set it to a whole number from 1 to ${most}${name === 'maxConnections' ? ' (connections)' : ' (milliseconds)'}.`);
    limits[name] = value;
  }
  if (limits.headersTimeoutMs > limits.requestTimeoutMs) {
    throw new ConfigError(`HEADERS_TIMEOUT_MS (${limits.headersTimeoutMs}) is longer than REQUEST_TIMEOUT_MS (${limits.requestTimeoutMs}); the headers are part of the request, so set it lower.`);
  }
  return limits;
}

/** PUBLIC_URL as an origin (https://join.example.com); undefined when unset. */
function publicOrigin(raw: string | undefined): string | undefined {
  const given = raw?.trim() ?? '';
  if (!given) return undefined;
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    throw new ConfigError(`PUBLIC_URL is '${given}'; give the https:// origin members reach this server at (e.g. https://join.example.com), or unset it.`);
  }
  if (!/^https?:$/.test(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new ConfigError(`PUBLIC_URL is '${given}'; give an http(s) origin without a path, query or fragment (e.g. https://join.example.com).`);
  }
  return url.origin;
}

/** SMTP_URL turns "continue later" on; it then needs PUBLIC_URL (a Host header must never choose where a link points). */
function mailConfig(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return undefined;
  if (!/^smtps?:\/\/[^\s/]+/.test(smtpUrl)) throw new ConfigError('SMTP_URL is not an smtp:// or smtps:// address; set it like smtp://user:password@mail.example.com:587, or unset it to turn "continue later" off.');
  const rawPublic = env.PUBLIC_URL?.trim() ?? '';
  let publicUrl: URL;
  try {
    publicUrl = new URL(rawPublic);
  } catch {
    throw new ConfigError(`PUBLIC_URL is '${rawPublic}'; with SMTP_URL set, give the https:// origin members reach this server at (e.g. https://join.example.com).`);
  }
  if (!/^https?:$/.test(publicUrl.protocol) || publicUrl.pathname !== '/' || publicUrl.search || publicUrl.hash) {
    throw new ConfigError(`PUBLIC_URL is '${rawPublic}'; give an http(s) origin without a path, query or fragment (e.g. https://join.example.com).`);
  }
  const from = env.MAIL_FROM?.trim() || `no-reply@${publicUrl.hostname}`;
  return { smtpUrl, from, publicUrl: publicUrl.origin };
}

/**
 * Reads the configuration; FLAG_showHipaaConsent=false (or FLAG_ShowHipaaConsent) overrides a flag of the flow,
 * and a FLAG_ naming none of `knownFlags` (the shipped flow's, by default) stops the start with UnknownFlagError;
 * `terminal` (whether stdout is one) decides the log format when LOG_FORMAT is unset.
 */
export function readConfig(env: NodeJS.ProcessEnv = process.env, knownFlags: readonly string[] = Object.keys(onboarding.flags), terminal = process.stdout.isTTY === true): ServerConfig {
  const root = path.resolve(__dirname, '../..');
  const rawPort = env.PORT ?? '8080';
  const port = Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigError(`PORT is '${rawPort}'; set it to a port number (0-65535).`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: env.DATA_DIR ?? path.join(root, '.data', 'pglite'),
    distDir: env.DIST_DIR ?? path.join(root, 'dist'),
    flagOverrides: flagOverrides(env, knownFlags),
    cookieSecure: env.COOKIE_SECURE === 'true',
    appHost: env.APP_HOST ?? 'https://app.example.com',
    bugsnagApiKey: env.BUGSNAG_API_KEY || undefined,
    mixpanelToken: env.MIXPANEL_TOKEN || undefined,
    staffTokens: staffTokens(env.STAFF_TOKENS),
    logApiKey: env.LOG_API_KEY || undefined,
    crmProvider: env.CRM_PROVIDER || undefined,
    trustProxy: trustProxy(env.TRUST_PROXY),
    rateLimits: rateLimits(env),
    connections: connectionLimits(env),
    mail: mailConfig(env),
    publicUrl: publicOrigin(env.PUBLIC_URL),
    logFormat: chooseLogFormat(env, terminal),
  };
}
