/**
 * Whether the client takes gzip. On Cloudflare the edge rewrites Accept-Encoding before the
 * Worker sees it; the client's own header is `request.cf.clientAcceptEncoding`, which wins.
 * @example acceptsGzip("gzip, br", { clientAcceptEncoding: "identity" }) // false
 */
export function acceptsGzip(acceptEncoding: string | null | undefined, cf: unknown): boolean {
  const own =
    typeof cf === "object" && cf !== null && "clientAcceptEncoding" in cf
      ? cf.clientAcceptEncoding
      : undefined;
  const header = typeof own === "string" ? own : (acceptEncoding ?? "");
  return /(^|[\s,])(gzip|\*)(?![^,]*;\s*q=0(\.0*)?\s*(,|$))/i.test(header);
}
