import { createLogEntry, logTimestamp, SEVERITY, textPayload } from './log-entry';

describe('log entries (SPEC §3, §8)', () => {
  it.each([
    ['info', 200], ['debug', 200], ['default', 200], ['warning', 400], ['error', 500],
  ] as const)('level %s has severity %i', (level, severity) => {
    expect(SEVERITY[level]).toBe(severity);
  });

  it.each([
    [new Date(Date.UTC(2024, 0, 5, 7, 8, 9, 123)), '2024-01-05T07:08:09Z'],
    [new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999)), '1999-12-31T23:59:59Z'],
    [new Date('2024-06-01T12:00:00+02:00'), '2024-06-01T10:00:00Z'],
  ])('stamps %s as %s', (at, expected) => {
    expect(logTimestamp(at)).toBe(expected);
  });

  it.each([
    [['a', 'b'], 'a b'],
    [['count', 3, true, null], 'count 3 true null'],
    [['obj', { a: 1, b: [2] }], 'obj {"a":1,"b":[2]}'],
    [[new TypeError('bad')], '{"name":"TypeError","message":"bad"}'],
    [[undefined], 'undefined'],
    [[], ''],
  ])('joins %j as %s', (args, expected) => {
    expect(textPayload(args)).toBe(expected);
  });

  it('builds the exact shape, with the default resource type and the url label', () => {
    const entry = createLogEntry({ logName: 'onboarding-web', labels: { release: '3.0.0', url: 'spoofed' }, url: 'https://join.test/v3/dist/profile', level: 'warning', args: ['slow', { ms: 1200 }], at: new Date(Date.UTC(2024, 1, 29, 1, 2, 3, 456)) });
    expect(entry).toEqual({
      logName: 'onboarding-web',
      resource: { type: 'global' },
      timestamp: '2024-02-29T01:02:03Z',
      severity: 400,
      labels: { release: '3.0.0', url: 'https://join.test/v3/dist/profile' },
      textPayload: 'slow {"ms":1200}',
    });
  });

  it('uses a configured resource type', () => {
    expect(createLogEntry({ logName: 'n', resourceType: 'web_app', labels: {}, url: '', level: 'info', args: [], at: new Date(0) }).resource).toEqual({ type: 'web_app' });
  });
});
