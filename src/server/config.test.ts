import { ConfigError, readConfig } from './config';

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
