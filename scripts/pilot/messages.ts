import {
  type HelperMessage,
  helperMessageSchema,
  PILOT_FRAME_MAX,
  type SiteMessage,
  siteMessageSchema,
} from "../../src/contracts/pilot";

/** Bytes of a text frame on the wire (UTF-8). */
const frameBytes = (text: string) => Buffer.byteLength(text, "utf8");

/**
 * The frame for a message the helper sends, or null when it fails the contract or would be
 * longer than PILOT_FRAME_MAX (such a frame is never sent).
 * @example encodeHelperMessage({ messageType: "MAP_CHANGE", map: "bigmap" }) // '{"messageType":"MAP_CHANGE","map":"bigmap"}'
 */
export function encodeHelperMessage(message: HelperMessage): string | null {
  if (!helperMessageSchema.safeParse(message).success) return null;
  const text = JSON.stringify(message);
  return frameBytes(text) > PILOT_FRAME_MAX ? null : text;
}

/** What a frame from the site means to the helper. */
export type SiteFrame =
  | { kind: "message"; message: SiteMessage }
  | { kind: "ping" }
  | { kind: "ignored"; reason: string };

/**
 * Reads a frame from the site (either channel): a site message, a relay ping/pong (no answer
 * needed), or something ignored with the reason (too long, not JSON, not in the contract).
 */
export function decodeSiteFrame(text: string): SiteFrame {
  if (frameBytes(text) > PILOT_FRAME_MAX) return { kind: "ignored", reason: "frame too long" };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { kind: "ignored", reason: "not JSON" };
  }
  const type =
    typeof value === "object" && value !== null ? (value as { messageType?: unknown }).messageType : null;
  if (type === "ping" || type === "pong") return { kind: "ping" };
  const parsed = siteMessageSchema.safeParse(value);
  if (!parsed.success) return { kind: "ignored", reason: `not a site message (${String(type)})` };
  return { kind: "message", message: parsed.data };
}
