import { createLogEntry, logTimestamp } from './log-entry';

describe('log entries', () => {
  it.each([
    [new Date(Date.UTC(2024, 0, 5, 7, 8, 9, 123)), '2024-01-05T07:08:09Z'],
    [new Date(Date.UTC(1999, 11, 31, 23, 59, 59, 999)), '1999-12-31T23:59:59Z'],
    [new Date('2024-06-01T12:00:00+02:00'), '2024-06-01T10:00:00Z'],
  ])('stamps %s as %s', (at, expected) => {
    expect(logTimestamp(at)).toBe(expected);
  });

  it('carries the event, the time, the step, the flow version and the browser', () => {
    const entry = createLogEntry({ event: 'icon_load_failed', error: 'SvgIconError' }, { step: 'profile', flowHash: '0123456789abcdef', browser: { name: 'safari', version: 17 } }, new Date('2024-03-10T08:09:10.500Z'));
    expect(entry).toEqual({ event: 'icon_load_failed', error: 'SvgIconError', timestamp: '2024-03-10T08:09:10Z', step: 'profile', flowHash: '0123456789abcdef', browser: { name: 'safari', version: 17 } });
  });

  it('leaves out what it does not know, and a flow version that is not the server\'s hash', () => {
    expect(createLogEntry({ event: 'patient_state_undecodable' }, { flowHash: '3.0.0' }, new Date(0))).toEqual({ event: 'patient_state_undecodable', timestamp: '1970-01-01T00:00:00Z' });
  });
});
