/**
 * Which IP addresses the build never asks a host it does not know to reach: loopback, private,
 * link-local (the cloud metadata address 169.254.169.254 among them), shared (CGNAT), unspecified,
 * multicast, reserved, IPv4-mapped IPv6, the IPv6 ranges that carry an IPv4 address (6to4, Teredo,
 * local NAT64) and Azure's platform address 168.63.129.16. The ranges are net.BlockList subnets, kept per address
 * family: Node's BlockList matches an IPv4 address against an IPv6 rule through its mapped form, so a
 * rule for ::ffff:0:0/96 would otherwise match every IPv4 address.
 */
import { BlockList, isIP } from 'node:net';

interface Range {
  readonly network: string;
  readonly prefix: number;
}

interface Category {
  /** What the log says the address is: "a link-local address". */
  readonly reason: string;
  readonly ipv4: readonly Range[];
  readonly ipv6: readonly Range[];
}

const range = (network: string, prefix: number): Range => ({ network, prefix });

/** In the order they are checked: the first that holds an address names it. */
const CATEGORIES: readonly Category[] = [
  {
    // Before the others: ::ffff:127.0.0.1 is refused as what it is written as.
    reason: 'an IPv4-mapped IPv6 address',
    ipv4: [],
    ipv6: [range('::ffff:0:0', 96)],
  },
  {
    reason: 'a loopback address',
    ipv4: [range('127.0.0.0', 8)],
    ipv6: [range('::1', 128)],
  },
  {
    reason: 'an unspecified address',
    ipv4: [range('0.0.0.0', 8)],
    ipv6: [range('::', 128)],
  },
  {
    reason: 'a link-local address',
    ipv4: [range('169.254.0.0', 16)],
    ipv6: [range('fe80::', 10)],
  },
  {
    reason: 'a private address',
    ipv4: [range('10.0.0.0', 8), range('172.16.0.0', 12), range('192.168.0.0', 16)],
    // Unique local addresses, and the site-local ones they replaced.
    ipv6: [range('fc00::', 7), range('fec0::', 10)],
  },
  {
    reason: 'a shared (CGNAT) address',
    ipv4: [range('100.64.0.0', 10)],
    ipv6: [],
  },
  {
    reason: 'a multicast address',
    ipv4: [range('224.0.0.0', 4)],
    ipv6: [range('ff00::', 8)],
  },
  {
    reason: 'a reserved address',
    ipv4: [
      range('192.0.0.0', 24), // IETF protocol assignments
      range('192.0.2.0', 24), // documentation (TEST-NET-1)
      range('198.18.0.0', 15), // benchmarking
      range('198.51.100.0', 24), // documentation (TEST-NET-2)
      range('203.0.113.0', 24), // documentation (TEST-NET-3)
      range('240.0.0.0', 4), // reserved, and the broadcast address
      range('192.88.99.0', 24), // 6to4 relay anycast (deprecated, RFC 7526): relays to any IPv4 address
    ],
    ipv6: [
      range('::', 96), // IPv4-compatible (deprecated)
      range('100::', 64), // discard-only
      range('2001:db8::', 32), // documentation
    ],
  },
  {
    // They carry an IPv4 address (6to4 in bits 16-47, Teredo's obfuscated, a local NAT64 prefix's
    // anywhere): which one is not worth decoding, so the whole range is refused.
    reason: 'an IPv6 address that carries an IPv4 address',
    ipv4: [],
    ipv6: [
      range('2002::', 16), // 6to4 (RFC 3056)
      range('2001::', 32), // Teredo (RFC 4380)
      range('64:ff9b:1::', 48), // local-use NAT64 (RFC 8215)
    ],
  },
  {
    // Azure's virtual public address for its platform (DHCP, DNS, health and metadata of the VM):
    // public by number, reachable only from inside Azure, where a GitHub-hosted runner runs.
    reason: "a cloud platform's internal address",
    ipv4: [range('168.63.129.16', 32)],
    ipv6: [],
  },
];

/**
 * NAT64's well-known prefix carries an IPv4 address in its last 32 bits (64:ff9b::7f00:1 is
 * 127.0.0.1): each blocked IPv4 range is blocked there too.
 */
const NAT64_PREFIX = '64:ff9b::';

interface CompiledCategory {
  readonly reason: string;
  readonly ipv4: BlockList;
  readonly ipv6: BlockList;
}

const COMPILED: readonly CompiledCategory[] = CATEGORIES.map(({ reason, ipv4, ipv6 }) => {
  const v4 = new BlockList();
  const v6 = new BlockList();
  for (const { network, prefix } of ipv4) {
    v4.addSubnet(network, prefix, 'ipv4');
    v6.addSubnet(`${NAT64_PREFIX}${network}`, 96 + prefix, 'ipv6');
  }
  for (const { network, prefix } of ipv6) v6.addSubnet(network, prefix, 'ipv6');
  return { reason, ipv4: v4, ipv6: v6 };
});

/**
 * Why an IP address is refused ("a loopback address"), or null when it is a public one. Takes an
 * address as net.isIP reads it (IPv6 without brackets); anything else is not an address: null.
 */
export function blockedAddressReason(address: string): string | null {
  const family = isIP(address);
  if (family === 0) return null;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  const hit = COMPILED.find((category) => category[type].check(address, type));
  return hit?.reason ?? null;
}

/** localhost and its subdomains (RFC 6761), whatever they resolve to; a final dot changes nothing. */
export function isLocalhostName(hostname: string): boolean {
  const name = withoutFinalDot(hostname.toLowerCase());
  return name === 'localhost' || name.endsWith('.localhost');
}

/** `example.org.` is `example.org`: the fully qualified spelling of the same name. */
export function withoutFinalDot(hostname: string): string {
  return hostname.endsWith('.') ? hostname.slice(0, -1) : hostname;
}
