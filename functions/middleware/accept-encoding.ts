/**
 * Which compressed form the client takes: brotli when it says so, else gzip, else none. On
 * Cloudflare the edge rewrites Accept-Encoding before the Worker sees it; the client's own header
 * is `request.cf.clientAcceptEncoding`, which wins. A coding with q=0 is refused; `*` means gzip.
 * @example preferredEncoding("gzip, br", { clientAcceptEncoding: "identity" }) // null
 */
export function preferredEncoding(
  acceptEncoding: string | null | undefined,
  cf: unknown,
): "br" | "gzip" | null {
  const own =
    typeof cf === "object" && cf !== null && "clientAcceptEncoding" in cf
      ? cf.clientAcceptEncoding
      : undefined;
  const header = typeof own === "string" ? own : (acceptEncoding ?? "");
  const takes = (coding: string) =>
    new RegExp(`(^|[\\s,])${coding}(?![^,]*;\\s*q=0(\\.0*)?\\s*(,|$))`, "i").test(header);
  if (takes("br")) return "br";
  return takes("gzip") || takes("\\*") ? "gzip" : null;
}
