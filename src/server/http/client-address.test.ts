import { clientAddressKey } from './client-address';
import { ClientGoneError } from './client-gone';

describe('clientAddressKey', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['::ffff:cb00:7107', '203.0.113.7'],
    ['2001:db8:0:7::1', '2001:db8:0:7::'],
    ['2001:DB8:0:7:ffff:ffff:ffff:ffff', '2001:db8:0:7::'],
    ['2001:0db8:0000:0007:0000:0000:0000:0002', '2001:db8:0:7::'],
    ['::1', '::'],
    ['', ''],
    ['not an address', 'not an address'],
  ])('%j counts as %j', (ip, key) => expect(clientAddressKey(ip)).toBe(key));

  it('keeps two /64s apart', () => expect(clientAddressKey('2001:db8:0:7::1')).not.toBe(clientAddressKey('2001:db8:0:8::1')));

  it('has no key for a client already gone (its socket forgot the address)', () => expect(() => clientAddressKey(undefined)).toThrow(ClientGoneError));
});
