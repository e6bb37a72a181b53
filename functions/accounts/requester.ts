/**
 * Who is asking, for the sign-in limits: the client's address (CF-Connecting-IP on Cloudflare;
 * "local" elsewhere) and its network, the /24 of an IPv4 address or the /48 of an IPv6 one (null
 * when the address is not one).
 */
export type Requester = { ip: string; network: string | null };

export function requesterOf(ipHeader: string | undefined): Requester {
  const ip = (ipHeader ?? "local").trim().toLowerCase();
  return { ip, network: networkOf(ip) };
}

/** @example networkOf("203.0.113.9") // "203.0.113.0/24" */
export function networkOf(ip: string): string | null {
  const v4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  if (!ip.includes(":")) return null;
  // expand "::" to enough zero groups, then keep the first three
  const [head = "", tail] = ip.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill("0"), ...right];
  if (groups.length !== 8 || !groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return `${groups
    .slice(0, 3)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/48`;
}
