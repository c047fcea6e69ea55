import { isIPv4, isIPv6 } from 'node:net';
import { ABUSE_SIGNALS } from '@fre/domain';

/**
 * The network an address belongs to, as text: `203.0.113.0/24` for IPv4, `2001:db8:1::/48` for
 * IPv6. A /24 is about one household, office or carrier NAT block; a /48 is what one site is
 * usually given in IPv6, where a single device changes its last 64 bits freely.
 * An IPv4-mapped IPv6 address (`::ffff:203.0.113.7`, as a dual-stack socket reports IPv4 peers)
 * is an IPv4 address. Anything unparseable is its own group, named `unknown`.
 */
export function networkPrefix(ip: string): string {
  const address = ip.trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return ipv4Prefix(mapped[1]!);
  if (isIPv4(address)) return ipv4Prefix(address);
  if (isIPv6(address)) return ipv6Prefix(address);
  return 'unknown';
}

function ipv4Prefix(address: string): string {
  const bits = ABUSE_SIGNALS.ipv4PrefixBits;
  const value = address.split('.').reduce((sum, octet) => sum * 256 + Number(octet), 0);
  const network = Math.floor(value / 2 ** (32 - bits)) * 2 ** (32 - bits);
  const octets = [24, 16, 8, 0].map((shift) => Math.floor(network / 2 ** shift) % 256);
  return `${octets.join('.')}/${bits}`;
}

function ipv6Prefix(address: string): string {
  const bits = ABUSE_SIGNALS.ipv6PrefixBits;
  const groups = ipv6Groups(address);
  const kept = groups.map((group, index) => {
    const from = index * 16;
    if (from >= bits) return 0;
    if (from + 16 <= bits) return group;
    return group & (0xffff << (16 - (bits - from)));
  });
  // Only whole leading groups are written, then "::" (the rest is zero by construction).
  const shown = kept.slice(0, Math.ceil(bits / 16)).map((group) => group.toString(16));
  return `${shown.join(':')}::/${bits}`;
}

/** The eight 16-bit groups of a valid IPv6 address (with "::" and a dotted IPv4 tail expanded). */
function ipv6Groups(address: string): number[] {
  let text = address.toLowerCase();
  const tail = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (tail) {
    const [a, b, c, d] = tail.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, tail.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', rest] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = rest === undefined || rest === '' ? [] : rest.split(':');
  const zeros = rest === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => parseInt(group, 16));
}
