import { normalizeIP } from '@fastify/rate-limit';
import { ClientGoneError } from './client-gone';

/**
 * The key a client is counted by, the same the rate limits use (@fastify/rate-limit's normalizeIP): an IPv4
 * address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6 address as the start of its /64, since
 * one host can take any address of its /64 at will. A request whose connection is already closed has no
 * address (Node forgets it with the socket): ClientGoneError, as nobody is left to count or to answer.
 */
export function clientAddressKey(ip: string | undefined): string {
  if (ip === undefined) throw new ClientGoneError();
  return normalizeIP(ip);
}
