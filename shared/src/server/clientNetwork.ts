/**
 * The keys a per-client request limit counts under: the address, and the network it belongs to
 * (/24 for IPv4, /64 for IPv6). One party usually holds many neighbouring addresses (a /64 is
 * what one IPv6 customer gets; a few dozen addresses in one /24 cost an attacker nothing), so a
 * limit per address alone is a limit per attacker only on paper.
 */
import { isIP } from 'node:net';
import { unmapped } from './observability.ts';

export interface ClientKeys {
  /** The address in one spelling: IPv4 dotted, IPv6 as eight hex groups without leading zeros. */
  address: string;
  /** e.g. `203.0.113.0/24`, `2001:db8:0:1::/64`. */
  network: string;
}

/** Eight 16-bit groups of a valid IPv6 address (an embedded IPv4 tail is two groups). */
function ipv6Groups(address: string): number[] {
  const parse = (part: string): number[] =>
    part
      ? part.split(':').flatMap((group) => {
          if (!group.includes('.')) return [parseInt(group, 16)];
          const [a = 0, b = 0, c = 0, d = 0] = group.split('.').map(Number);
          return [(a << 8) | b, (c << 8) | d];
        })
      : [];
  const [head = '', tail] = address.split('::');
  const left = parse(head);
  if (tail === undefined) return left;
  const right = parse(tail);
  return [...left, ...Array<number>(8 - left.length - right.length).fill(0), ...right];
}

/** An IPv4 address and its /24. */
function ipv4Keys(address: string): ClientKeys {
  return { address, network: `${address.split('.').slice(0, 3).join('.')}.0/24` };
}

export function clientKeys(raw: string): ClientKeys {
  const plain = unmapped(raw.split('%', 1)[0] ?? raw);
  const family = isIP(plain);
  if (family === 4) return ipv4Keys(plain);
  if (family !== 6) return { address: raw, network: raw };
  const groups = ipv6Groups(plain.toLowerCase());
  // ::ffff:a.b.c.d written in hex is the IPv4 client all the same.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    const [high = 0, low = 0] = groups.slice(6);
    return ipv4Keys([high >> 8, high & 0xff, low >> 8, low & 0xff].join('.'));
  }
  const hex = groups.map((g) => g.toString(16));
  return { address: hex.join(':'), network: `${hex.slice(0, 4).join(':')}::/64` };
}
