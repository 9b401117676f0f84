import { EventEmitter } from 'events';
import type { FastifyReply } from 'fastify';
import { logWorkGate } from './log-work-gate';
import { RateLimitedError } from '../limits/rate-limit-hooks';

/** A reply with the two things the gate touches: its headers and its raw response's 'close'. */
function reply() {
  const headers: Record<string, string> = {};
  const raw = new EventEmitter();
  const fake = { raw, header: (name: string, value: string) => ((headers[name] = value), fake) };
  return { reply: fake as unknown as FastifyReply, headers, close: () => raw.emit('close') };
}

describe('logWorkGate', () => {
  it('refuses a batch past maxInFlight with 429 and Retry-After, and takes one again once a batch is done', () => {
    const gate = logWorkGate({ maxInFlight: 2, nodeBytesPerSecond: 1_000_000 }, () => 0);
    const [a, b, c] = [reply(), reply(), reply()];
    expect(() => gate(a.reply, 10)).not.toThrow();
    expect(() => gate(b.reply, 10)).not.toThrow();
    expect(c.headers['retry-after']).toBeUndefined();
    expect(() => gate(c.reply, 10)).toThrow(RateLimitedError);
    expect(c.headers['retry-after']).toBe('1');
    a.close();
    expect(() => gate(reply().reply, 10)).not.toThrow();
  });

  it('refuses bytes past the node budget until the bucket refills', () => {
    let now = 0;
    const gate = logWorkGate({ maxInFlight: 100, nodeBytesPerSecond: 1000 }, () => now);
    expect(() => gate(reply().reply, 800)).not.toThrow();
    const refused = reply();
    expect(() => gate(refused.reply, 800)).toThrow(RateLimitedError);
    expect(refused.headers['retry-after']).toBe('1');
    now = 700;
    expect(() => gate(reply().reply, 800)).not.toThrow();
  });
});
