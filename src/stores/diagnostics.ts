/**
 * The network checks of the /test page: the server's clock (GET /api/be/health) and whether the
 * desktop helper answers on this computer (ws://127.0.0.1:5123).
 */
import { healthEndpoint } from "../contracts/health";
import type { ClockReading } from "../domain/clock-offset";
import { PILOT_TIMINGS, type SocketLike, type Timers } from "../domain/pilot";
import { type ApiClient, api } from "./api";
import { pilotUrl } from "./pilot";

/** Asks the server for its time, noting this computer's clock before and after the request. */
export async function readServerClock(
  client: ApiClient = api,
  now: () => number = () => Date.now(),
): Promise<ClockReading> {
  const sentAt = now();
  const { now: serverNow } = await client.call(healthEndpoint);
  return { sentAt, receivedAt: now(), serverNow };
}

export type HelperProbe = {
  /** The helper's address: ws://127.0.0.1:5123. */
  url: string;
  open: (url: string) => Pick<SocketLike, "close" | "onopen" | "onerror" | "onclose">;
  timers: Timers;
  /** Closed unanswered after this long (the helper connection's own time-out, docs/product.md §9). */
  timeoutMs: number;
};

const browserProbe = (): HelperProbe => ({
  url: pilotUrl("DESKTOP_APP", location),
  open: (url) => new WebSocket(url) as unknown as SocketLike,
  timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
  timeoutMs: PILOT_TIMINGS.connectTimeoutMs,
});

/**
 * Whether the desktop helper is running: its socket opens (true, closed again at once), or fails
 * or stays silent for the time-out (false).
 */
export function probeHelper(probe: HelperProbe = browserProbe()): Promise<boolean> {
  return new Promise((resolve) => {
    let socket: ReturnType<HelperProbe["open"]>;
    try {
      socket = probe.open(probe.url);
    } catch {
      resolve(false);
      return;
    }
    let settled = false;
    const finish = (running: boolean) => {
      if (settled) return;
      settled = true;
      probe.timers.clearTimeout(timer);
      socket.onopen = socket.onerror = socket.onclose = null;
      socket.close();
      resolve(running);
    };
    const timer = probe.timers.setTimeout(() => finish(false), probe.timeoutMs);
    socket.onopen = () => finish(true);
    socket.onerror = () => finish(false);
    socket.onclose = () => finish(false);
  });
}
