import ipaddr from 'ipaddr.js';

/** How many leading bits of an IPv6 address name one client: a /64 is what one home or office is given. */
const IPV6_CLIENT_BITS = 64;

/**
 * The key limits count a client by: an IPv4 address as it is (an IPv4-mapped IPv6 address as its IPv4), an IPv6
 * address as its /64, since one host can take any address of its /64 at will. Unparseable text is kept as it is.
 */
export function clientAddressKey(ip: string): string {
  if (!ipaddr.isValid(ip)) return ip;
  const address = ipaddr.process(ip);
  if (address.kind() === 'ipv4') return address.toString();
  const bytes = address.toByteArray().slice(0, IPV6_CLIENT_BITS / 8);
  const prefix = ipaddr.fromByteArray([...bytes, ...Array<number>(16 - bytes.length).fill(0)]);
  return `${prefix.toString()}/${IPV6_CLIENT_BITS}`;
}
