import { ConfigError, UnknownFlagError, readConfig } from './config';
import { RATE_LIMITS } from './limits/rate-limits';
import { CONNECTION_LIMITS } from './limits/connection-limits';

const token = 'x'.repeat(16);

describe('STAFF_TOKENS', () => {
  it('reads name:token pairs; the token is everything after the first colon', () => {
    expect(readConfig({ STAFF_TOKENS: `alice:${token}, ops:${token}:def` }).staffTokens).toEqual({ alice: token, ops: `${token}:def` });
  });

  it.each([
    ['a short token after a colon', 'ops:abc:def'],
    ['a pair without a token', 'alice'],
    ['an empty name', `:${token}`],
    ['a name with spaces', `al ice:${token}`],
    ['a name given twice', `a:${token},a:${token}y`],
  ])('refuses %s', (_name, value) => {
    expect(() => readConfig({ STAFF_TOKENS: value })).toThrow(ConfigError);
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no proxy by default', () => {
    expect(readConfig({}).trustProxy).toBe(false);
  });

  it.each<[string, string[]]>([
    ['127.0.0.1', ['127.0.0.1']],
    ['loopback, 10.0.0.0/8', ['loopback', '10.0.0.0/8']],
    ['::1', ['::1']],
  ])('reads %s', (value, expected) => {
    expect(readConfig({ TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each(['true', '*', 'proxy.example.org', ',', '2'])('refuses %s', (value) => {
    expect(() => readConfig({ TRUST_PROXY: value })).toThrow(ConfigError);
  });
});

describe('rate limits', () => {
  it('are the documented table by default', () => {
    expect(readConfig({}).rateLimits).toEqual(RATE_LIMITS);
  });

  it('scale every max with RATE_LIMIT_SCALE, rounding up to at least 1', () => {
    const limits = readConfig({ RATE_LIMIT_SCALE: '0.001' }).rateLimits;
    expect(limits.memberAddress.max).toBe(2);
    expect(limits.staffFailures.max).toBe(1);
    expect(readConfig({ RATE_LIMIT_SCALE: '100' }).rateLimits.start.max).toBe(RATE_LIMITS.start.max * 100);
  });

  it('treat empty variables as unset', () => {
    expect(readConfig({ RATE_LIMIT_SCALE: '', RATE_LIMIT_START: ' ' }).rateLimits).toEqual(RATE_LIMITS);
  });

  it('set one max with RATE_LIMIT_<NAME>, whatever the scale', () => {
    const limits = readConfig({ RATE_LIMIT_SCALE: '10', RATE_LIMIT_MEMBER_ENROLMENT: '7', RATE_LIMIT_STAFF_FAILURES: '3' }).rateLimits;
    expect([limits.memberEnrolment.max, limits.staffFailures.max, limits.start.max]).toEqual([7, 3, RATE_LIMITS.start.max * 10]);
    expect(limits.staffFailures.windowSeconds).toBe(RATE_LIMITS.staffFailures.windowSeconds);
  });

  it.each([
    ['RATE_LIMIT_SCALE', '0'], ['RATE_LIMIT_SCALE', '-1'], ['RATE_LIMIT_SCALE', 'lots'], ['RATE_LIMIT_SCALE', 'Infinity'], ['RATE_LIMIT_SCALE', '1e9'],
    ['RATE_LIMIT_START', '0'], ['RATE_LIMIT_START', '1.5'], ['RATE_LIMIT_START', '-3'], ['RATE_LIMIT_START', '10 '.repeat(2)], ['RATE_LIMIT_START', 'ten'],
    ['RATE_LIMIT_MEMBERS', '10'],
  ])('refuse %s=%p', (key, value) => {
    expect(() => readConfig({ [key]: value })).toThrow(ConfigError);
  });

  it('keep every window within the hour the counter table remembers', () => {
    expect(Object.values(RATE_LIMITS).every((limit) => limit.windowSeconds > 0 && limit.windowSeconds <= 3600 && limit.max >= 1)).toBe(true);
  });
});

describe('connection deadlines and cap', () => {
  it('are the documented table by default, with deadlines far below Node\'s 60 s', () => {
    expect(readConfig({}).connections).toEqual(CONNECTION_LIMITS);
    expect(CONNECTION_LIMITS.headersTimeoutMs + CONNECTION_LIMITS.checkIntervalMs).toBeLessThanOrEqual(15_000);
  });

  it('set each one with its variable', () => {
    const env = { HEADERS_TIMEOUT_MS: '2000', REQUEST_TIMEOUT_MS: '9000', KEEP_ALIVE_TIMEOUT_MS: '700', CONNECTION_CHECK_INTERVAL_MS: '250', MAX_CONNECTIONS: '64' };
    expect(readConfig(env).connections).toEqual({ headersTimeoutMs: 2000, requestTimeoutMs: 9000, keepAliveTimeoutMs: 700, checkIntervalMs: 250, maxConnections: 64 });
  });

  it.each([
    ['HEADERS_TIMEOUT_MS', '0'], ['REQUEST_TIMEOUT_MS', '1.5'], ['KEEP_ALIVE_TIMEOUT_MS', '-5'], ['CONNECTION_CHECK_INTERVAL_MS', 'often'],
    ['MAX_CONNECTIONS', '9'.repeat(40)], ['HEADERS_TIMEOUT_MS', '40000'], ['REQUEST_TIMEOUT_MS', '5000'],
  ])('refuse %s=%p (a header deadline above the request deadline too)', (key, value) => {
    expect(() => readConfig({ [key]: value })).toThrow(ConfigError);
  });
});

describe('FLAG_ variables', () => {
  it('override a declared flag, whatever the case of its first letter', () => {
    expect(readConfig({ FLAG_showIrbConsent: 'false', FLAG_ShowHipaaConsent: 'true' }).flagOverrides).toEqual({ showIrbConsent: false, showHipaaConsent: true });
  });

  it('stop the start when one is misspelt, naming the near flag and listing the known ones', () => {
    expect(() => readConfig({ FLAG_showIRBConsent: 'false' })).toThrow(UnknownFlagError);
    expect(() => readConfig({ FLAG_showIRBConsent: 'false' })).toThrow(
      "FLAG_showIRBConsent names no flag of the flow. Did you mean 'FLAG_showIrbConsent'? Known flags: FLAG_showHipaaConsent, FLAG_showGdprConsent, FLAG_showNonDiscriminationConsent, FLAG_showIrbConsent, FLAG_showHealthNetworkConsent, FLAG_videoCallSummaryVideo, FLAG_redirectUnitToggle, FLAG_fingerprintPrefill; fix the name or remove the variable.",
    );
  });

  it.each([['FLAG_showHipaConsent'], ['FLAG_'], ['FLAG_nothingLikeAnyFlag'], ['FLAG_showhipaaconsent']])('refuse %s, near or far from any flag', (key) => {
    expect(() => readConfig({ [key]: 'true' })).toThrow(UnknownFlagError);
  });

  it('read the flags of the flow the server runs', () => {
    expect(readConfig({ FLAG_extra: 'true' }, ['extra']).flagOverrides).toEqual({ extra: true });
    expect(() => readConfig({ FLAG_showIrbConsent: 'true' }, ['extra'])).toThrow(UnknownFlagError);
  });
});

describe('continue-later mail (SMTP_URL, MAIL_FROM, PUBLIC_URL)', () => {
  it('is off without SMTP_URL', () => {
    expect(readConfig({}).mail).toBeUndefined();
  });

  it('needs an smtp(s) URL and a PUBLIC_URL origin, so a Host header never picks where a link points', () => {
    expect(readConfig({ SMTP_URL: 'smtp://mail.test:587', PUBLIC_URL: 'https://join.example.com/' }).mail).toEqual({ smtpUrl: 'smtp://mail.test:587', from: 'no-reply@join.example.com', publicUrl: 'https://join.example.com' });
    expect(readConfig({ SMTP_URL: 'smtps://u:p@mail.test', PUBLIC_URL: 'https://join.example.com', MAIL_FROM: 'Clinic <a@b.test>' }).mail?.from).toBe('Clinic <a@b.test>');
    for (const env of [{ SMTP_URL: 'smtp://mail.test' }, { SMTP_URL: 'http://mail.test', PUBLIC_URL: 'https://join.example.com' }, { SMTP_URL: 'smtp://mail.test', PUBLIC_URL: 'https://join.example.com/v3/dist' }, { SMTP_URL: 'smtp://mail.test', PUBLIC_URL: 'javascript:alert(1)' }]) {
      expect(() => readConfig(env)).toThrow(ConfigError);
    }
  });
});

describe('PUBLIC_URL without mail: the origin the member API takes state changes from', () => {
  it.each([
    [{}, undefined],
    [{ PUBLIC_URL: ' ' }, undefined],
    [{ PUBLIC_URL: 'https://Join.Example.com/' }, 'https://join.example.com'],
    [{ PUBLIC_URL: 'https://join.example.com:443' }, 'https://join.example.com'],
    [{ PUBLIC_URL: 'http://127.0.0.1:8080' }, 'http://127.0.0.1:8080'],
  ])('%j gives %j', (env, origin) => expect(readConfig(env).publicUrl).toBe(origin));

  it.each(['join.example.com', 'https://join.example.com/v3', 'ftp://join.example.com', 'https://u:p@join.example.com', 'https://join.example.com/?a=1'])('%j stops the start with ConfigError', (value) => {
    expect(() => readConfig({ PUBLIC_URL: value })).toThrow(ConfigError);
  });
});
