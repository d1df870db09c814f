/** @jest-environment node */
import { blockedAddressReason, isLocalhostName } from './addressRules';

describe('blockedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['127.255.255.254', 'a loopback address'],
    ['::1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.255', 'a private address'],
    ['192.168.1.5', 'a private address'],
    ['fc00::1', 'a private address'],
    ['fd12:3456::1', 'a private address'],
    ['169.254.169.254', 'a link-local address'],
    ['fe80::1', 'a link-local address'],
    ['febf::1', 'a link-local address'],
    ['100.64.0.1', 'a shared (CGNAT) address'],
    ['100.127.255.255', 'a shared (CGNAT) address'],
    ['0.0.0.0', 'an unspecified address'],
    ['0.1.2.3', 'an unspecified address'],
    ['::', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['ff02::1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['240.0.0.1', 'a reserved address'],
    ['192.0.2.1', 'a reserved address'],
    ['2001:db8::1', 'a reserved address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped IPv6 address'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped IPv6 address'],
    ['::ffff:7f00:1', 'an IPv4-mapped IPv6 address'],
    // NAT64's well-known prefix carries the IPv4 address it reaches.
    ['64:ff9b::7f00:1', 'a loopback address'],
    ['64:ff9b::a9fe:a9fe', 'a link-local address'],
    // 6to4's relay anycast: it forwards to whatever IPv4 address the packet carries.
    ['192.88.99.1', 'a reserved address'],
    ['192.88.99.255', 'a reserved address'],
    // IPv6 ranges that carry an IPv4 address: 6to4 (2002:7f00:1:: is 127.0.0.1), Teredo, local NAT64.
    ['2002:7f00:1::1', 'an IPv6 address that carries an IPv4 address'],
    ['2002:808:808::1', 'an IPv6 address that carries an IPv4 address'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'an IPv6 address that carries an IPv4 address'],
    ['2001::1', 'an IPv6 address that carries an IPv4 address'],
    ['64:ff9b:1::a9fe:a9fe', 'an IPv6 address that carries an IPv4 address'],
    ['64:ff9b:1:ffff::1', 'an IPv6 address that carries an IPv4 address'],
    // Azure's platform address (the VM's DHCP, DNS and metadata), also through NAT64.
    ['168.63.129.16', "a cloud platform's internal address"],
    ['64:ff9b::a83f:8110', "a cloud platform's internal address"],
  ])('refuses %s as %s', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '140.82.112.3',
    '172.32.0.1',
    '100.128.0.1',
    '169.255.0.1',
    '2606:4700::1111',
    '2a00:1450:4001:80b::200e',
    '64:ff9b::808:808',
    // Next to the new ranges, not in them.
    '192.88.98.1',
    '192.88.100.1',
    '168.63.129.15',
    '168.63.129.17',
    '2001:4860:4860::8888',
    '2003::1',
    '64:ff9b:2::1',
  ])('lets the public address %s through', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it('is null for what is not an address', () => {
    expect(blockedAddressReason('localhost')).toBeNull();
    expect(blockedAddressReason('[::1]')).toBeNull();
  });
});

describe('isLocalhostName', () => {
  it.each(['localhost', 'LocalHost', 'localhost.', 'api.localhost', 'a.b.localhost.'])(
    'is true for %s',
    (name) => expect(isLocalhostName(name)).toBe(true),
  );

  it.each(['localhost.example', 'mylocalhost', 'example.org'])('is false for %s', (name) =>
    expect(isLocalhostName(name)).toBe(false),
  );
});
