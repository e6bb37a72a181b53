import { DurableObject } from "cloudflare:workers";
import { type $ZodType, safeParse } from "zod/v4/core";
import type { RawEnv } from "../functions/env";
import {
  helperMessageSchema,
  PILOT_CLOSE,
  PILOT_FRAME_MAX,
  PILOT_FRAME_RATE,
  PILOT_SOCKETS,
  siteMessageSchema,
} from "../src/contracts/pilot";

type Role = "browser" | "helper";
/**
 * What a socket remembers across hibernation: a helper's last configuration and map frames, and
 * every socket's frame-rate window (when it began, frames in it).
 */
type SocketMemory = { config?: string; map?: string; windowStart?: number; frames?: number };

const encoder = new TextEncoder();
/** A frame's size as the cap counts it: bytes of its UTF-8 text. */
export const frameBytes = (text: string) => encoder.encode(text).length;

/**
 * The cloud relay between the desktop helper and the site (docs/product.md §7, /ws/pilot): one room per
 * account (the Worker picks it from the session or the pairing key, workers/pilot-gate.ts).
 * What the helper sends goes to the account's open pages, what a page sends goes to the helper.
 * Frames are capped at PILOT_FRAME_MAX bytes and checked against the contract (a helper's plain
 * text is a log line and passes); a socket sending faster than PILOT_FRAME_RATE is closed, and a
 * room keeps at most PILOT_SOCKETS open; ping/pong is answered without waking the room
 * (hibernation API).
 */
export class PilotRelay extends DurableObject<RawEnv> {
  constructor(ctx: DurableObjectState, env: RawEnv) {
    super(ctx, env);
    ctx.setWebSocketAutoResponse(new WebSocketRequestResponsePair("ping", "pong"));
  }

  override async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    // the pairing key changed or went: its helpers are closed (the API calls this; the socket path cannot)
    if (url.pathname === "/drop-helpers" && request.method === "POST") {
      for (const ws of this.ctx.getWebSockets("helper")) safeClose(ws, 4001, "pairing key changed");
      return new Response(null, { status: 204 });
    }
    // a webhook helper's message (functions/routes/pilot-webhook.ts): to the pages, as from a socket
    if (url.pathname === "/helper-frame" && request.method === "POST") {
      const frame = await request.text();
      const json = parseJson(frame);
      if (frameBytes(frame) > PILOT_FRAME_MAX || json === undefined || !valid(helperMessageSchema, json))
        return new Response("not a helper message", { status: 400 });
      const type = (json as { messageType: string }).messageType;
      if (type === "CONFIGURATION" || type === "MAP_CHANGE")
        await this.ctx.storage.put(type === "CONFIGURATION" ? "hook:config" : "hook:map", frame);
      for (const page of this.ctx.getWebSockets("browser")) trySend(page, frame);
      return new Response(null, { status: 204 });
    }
    if (request.headers.get("Upgrade") !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const role = request.headers.get("X-Pilot-Role");
    const user = request.headers.get("X-Pilot-User");
    if ((role !== "browser" && role !== "helper") || !user)
      return new Response("Not through the gate", { status: 403 });
    const pair = new WebSocketPair();
    const open = this.ctx.getWebSockets(role);
    this.ctx.acceptWebSocket(pair[1], [role, `user:${user}`]);
    if (open.length >= PILOT_SOCKETS[role]) {
      if (role === "browser") {
        // the page learns why, from the close code
        safeClose(pair[1], PILOT_CLOSE.tooMany.code, PILOT_CLOSE.tooMany.reason);
        return new Response(null, { status: 101, webSocket: pair[0] });
      }
      for (const old of open.slice(0, open.length - PILOT_SOCKETS.helper + 1))
        safeClose(old, PILOT_CLOSE.replaced.code, PILOT_CLOSE.replaced.reason);
    }
    // a page that opens after the helper connected still learns its configuration and map: a
    // webhook helper's (TarkovPilot 2.x) as last stored, then a connected helper's, so that the
    // live one is what the page holds (its folders are the ones a settings change sends back)
    if (role === "browser") {
      const hooked = await this.ctx.storage.get<string>(["hook:config", "hook:map"]);
      for (const key of ["hook:config", "hook:map"]) {
        const frame = hooked.get(key);
        if (frame) trySend(pair[1], frame);
      }
      for (const helper of this.ctx.getWebSockets("helper")) {
        const last = helper.deserializeAttachment() as SocketMemory | null;
        for (const frame of [last?.config, last?.map]) if (frame) trySend(pair[1], frame);
      }
    }
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (!withinRate(ws, Date.now(), rateFactor(this.env))) {
      safeClose(ws, PILOT_CLOSE.tooFast.code, PILOT_CLOSE.tooFast.reason);
      return;
    }
    if (typeof message !== "string" || frameBytes(message) > PILOT_FRAME_MAX) return;
    if (isPing(message)) {
      ws.send(JSON.stringify({ messageType: "pong" }));
      return;
    }
    const tags = this.ctx.getTags(ws);
    const role: Role = tags.includes("helper") ? "helper" : "browser";
    const user = tags.find((t) => t.startsWith("user:"))?.slice(5) ?? "";
    const json = parseJson(message);
    if (role === "helper") {
      // the contract's messages, or a plain log line; JSON of another shape is dropped
      if (json !== undefined && !valid(helperMessageSchema, json)) return;
      const type = (json as { messageType?: string } | undefined)?.messageType;
      if (type === "CONFIGURATION" || type === "MAP_CHANGE") {
        const memory = (ws.deserializeAttachment() as SocketMemory | null) ?? {};
        ws.serializeAttachment({ ...memory, [type === "CONFIGURATION" ? "config" : "map"]: message });
      }
      for (const page of this.ctx.getWebSockets("browser")) trySend(page, message);
      return;
    }
    if (json === undefined || !valid(siteMessageSchema, json)) return;
    const msg = json as { messageType: string; userId?: string };
    // AUTH names the room's own account or closes the page's socket; it goes no further
    if (msg.messageType === "AUTH") {
      if (msg.userId !== user) safeClose(ws, 4003, "not this account");
      return;
    }
    for (const helper of this.ctx.getWebSockets("helper")) trySend(helper, message);
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    safeClose(ws, closeCodeToSend(code), "closing");
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    safeClose(ws, 1011, "error");
  }
}

/** RATE_LIMIT_FACTOR (functions/env-vars.ts) multiplies the frame rate too (the benchmark raises it). */
function rateFactor(env: RawEnv): number {
  const factor = Number(env.RATE_LIMIT_FACTOR);
  return Number.isInteger(factor) && factor >= 1 ? factor : 1;
}

/** Counts a frame in the socket's window; false once it is past PILOT_FRAME_RATE (times `factor`). */
function withinRate(ws: WebSocket, now: number, factor: number): boolean {
  const memory = (ws.deserializeAttachment() as SocketMemory | null) ?? {};
  const fresh = memory.windowStart === undefined || now - memory.windowStart >= PILOT_FRAME_RATE.windowMs;
  const frames = fresh ? 1 : (memory.frames ?? 0) + 1;
  ws.serializeAttachment({ ...memory, windowStart: fresh ? now : memory.windowStart, frames });
  return frames <= PILOT_FRAME_RATE.frames * factor;
}

function trySend(ws: WebSocket, text: string) {
  try {
    ws.send(text);
  } catch {
    // that socket is closing: the others still get it
  }
}

function safeClose(ws: WebSocket, code: number, reason: string) {
  try {
    ws.close(code, reason);
  } catch {
    // already closed by the other side
  }
}

const valid = (schema: $ZodType, value: unknown) => safeParse(schema, value).success;

function parseJson(text: string): unknown {
  if (!text.trimStart().startsWith("{")) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * The code a relay answers a close with: the peer's own when it may be sent, else 1000. Codes
 * 1005, 1006 and 1015 only describe how a socket ended (an abnormal close among them) and
 * throw if sent.
 */
export function closeCodeToSend(code: number): number {
  const sendable =
    code === 1000 ||
    (code >= 1001 && code <= 1014 && code !== 1005 && code !== 1006) ||
    (code >= 3000 && code <= 4999);
  return sendable ? code : 1000;
}

function isPing(text: string): boolean {
  const value = parseJson(text);
  return (
    typeof value === "object" && value !== null && "messageType" in value && value.messageType === "ping"
  );
}
