/** Discord's request signature: Ed25519 over timestamp + body, checked in workerd's WebCrypto. */
import { DISCORD_TIMESTAMP_SKEW_S } from "../../src/contracts/discord";

const hexBytes = (hex: string) => new Uint8Array((hex.match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));

/** Whether `signature` (hex) signs `timestamp + body` with the application's public key (hex). */
export async function verifyDiscord(
  publicKeyHex: string,
  signature: string,
  timestamp: string,
  body: string,
) {
  if (!/^[0-9a-f]{64}$/i.test(publicKeyHex) || !/^[0-9a-f]{128}$/i.test(signature) || !timestamp)
    return false;
  try {
    const key = await crypto.subtle.importKey("raw", hexBytes(publicKeyHex), { name: "Ed25519" }, false, [
      "verify",
    ]);
    return await crypto.subtle.verify(
      "Ed25519",
      key,
      hexBytes(signature),
      new TextEncoder().encode(timestamp + body),
    );
  } catch {
    return false;
  }
}

/**
 * Whether a signed timestamp (seconds, as Discord sends it) is within `skewS` of `nowMs`: an old
 * signed request cannot be played again later.
 * @example freshTimestamp("1700000000", 1_700_000_100_000) // true
 */
export function freshTimestamp(timestamp: string, nowMs: number, skewS = DISCORD_TIMESTAMP_SKEW_S): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false;
  return Math.abs(Number(timestamp) * 1000 - nowMs) <= skewS * 1000;
}
