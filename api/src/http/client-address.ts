import { isIPv4, isIPv6 } from 'node:net';

/**
 * The client address the abuse limits count by. An IPv4 address as it is; an IPv6 one by its /64
 * network ("2001:db8:1:2::/64"): one subscriber usually gets a whole /64 and can pick any address in
 * it, so counting single addresses would let one client try without limit. IPv4-mapped IPv6
 * ("::ffff:203.0.113.9") is the IPv4 address it maps.
 */
export function clientAddress(ip: string): string {
  const address = ip.replace(/%.*$/, ''); // a zone index (fe80::1%eth0) says nothing about the client
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped && isIPv4(mapped[1])) return mapped[1];
  if (!isIPv6(address)) return ip;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, in hex without leading zeros. */
function ipv6Groups(address: string): string[] {
  let text = address.toLowerCase();
  // A trailing dotted IPv4 part (::1.2.3.4) stands for the last two groups.
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number);
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head, tail] = text.includes('::') ? text.split('::') : [text, undefined];
  const front = head ? head.split(':') : [];
  const back = tail ? tail.split(':') : [];
  const groups = tail === undefined ? front : [...front, ...Array<string>(8 - front.length - back.length).fill('0'), ...back];
  return groups.map((g) => parseInt(g, 16).toString(16));
}
