import { DurableObject } from "cloudflare:workers";
import type { RawEnv } from "../functions/env";

/**
 * The cloud relay between the desktop helper and the site (SPEC §7, /ws/pilot).
 * For now it accepts a WebSocket and answers a ping; the relay itself comes later.
 */
export class PilotRelay extends DurableObject<RawEnv> {
  override async fetch(request: Request): Promise<Response> {
    if (request.headers.get("Upgrade") !== "websocket") {
      return new Response("Expected a WebSocket upgrade", { status: 426 });
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  override async webSocketMessage(ws: WebSocket, message: string | ArrayBuffer): Promise<void> {
    if (typeof message !== "string") return;
    if (message === "ping" || isPing(message)) ws.send(JSON.stringify({ messageType: "pong" }));
  }

  override async webSocketClose(ws: WebSocket, code: number): Promise<void> {
    try {
      ws.close(closeCodeToSend(code), "closing");
    } catch {
      // already closed by the other side: nothing to answer
    }
  }

  override async webSocketError(ws: WebSocket): Promise<void> {
    try {
      ws.close(1011, "error");
    } catch {
      // already gone
    }
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
  try {
    const value: unknown = JSON.parse(text);
    return (
      typeof value === "object" && value !== null && "messageType" in value && value.messageType === "ping"
    );
  } catch {
    return false;
  }
}
