import { describe, expect, it } from "vitest";
import type { SocketLike } from "../domain/pilot";
import { type HelperProbe, probeHelper, readServerClock } from "./diagnostics";
import { fakeApiClient, json } from "./fake-api";

describe("readServerClock", () => {
  it("reads the server's time from GET /api/be/health between two readings of the local clock", async () => {
    const { client, calls } = fakeApiClient(() =>
      json({ ok: true, db: true, data: { kind: "empty" }, now: 5_000 }),
    );
    const times = [1_000, 1_300];
    const reading = await readServerClock(client, () => times.shift() ?? 0);
    expect(reading).toEqual({ sentAt: 1_000, receivedAt: 1_300, serverNow: 5_000 });
    expect(calls.map((c) => c.url)).toEqual(["/api/be/health"]);
  });

  it("fails on an answer without the server's time", async () => {
    const { client } = fakeApiClient(() => json({ ok: true, db: true, data: { kind: "empty" } }));
    await expect(readServerClock(client)).rejects.toThrow();
  });
});

type FakeSocket = Pick<SocketLike, "close" | "onopen" | "onerror" | "onclose"> & { closed: boolean };

/** A probe whose socket and timer the test drives. */
function fakeProbe(open?: () => never) {
  const sockets: FakeSocket[] = [];
  const urls: string[] = [];
  let timeout: (() => void) | null = null;
  const probe: HelperProbe = {
    url: "ws://127.0.0.1:5123",
    open:
      open ??
      ((url) => {
        urls.push(url);
        const s: FakeSocket = {
          closed: false,
          onopen: null,
          onerror: null,
          onclose: null,
          close() {
            s.closed = true;
          },
        };
        sockets.push(s);
        return s;
      }),
    timers: {
      setTimeout: (fn) => {
        timeout = fn;
        return 1;
      },
      clearTimeout: () => {
        timeout = null;
      },
    },
    timeoutMs: 3_000,
  };
  return { probe, sockets, urls, fireTimeout: () => timeout?.(), timerSet: () => timeout !== null };
}

describe("probeHelper", () => {
  it("answers true when the helper's socket opens, and closes it", async () => {
    const f = fakeProbe();
    const found = probeHelper(f.probe);
    f.sockets[0]?.onopen?.();
    expect(await found).toBe(true);
    expect(f.urls).toEqual(["ws://127.0.0.1:5123"]);
    expect(f.sockets[0]?.closed).toBe(true);
    expect(f.timerSet()).toBe(false);
  });

  it.each(["onerror", "onclose"] as const)("answers false on %s", async (event) => {
    const f = fakeProbe();
    const found = probeHelper(f.probe);
    f.sockets[0]?.[event]?.();
    expect(await found).toBe(false);
    expect(f.sockets[0]?.closed).toBe(true);
  });

  it("answers false when nothing happens before the time-out, and ignores a late open", async () => {
    const f = fakeProbe();
    const found = probeHelper(f.probe);
    const socket = f.sockets[0];
    const lateOpen = socket?.onopen;
    f.fireTimeout();
    lateOpen?.();
    expect(await found).toBe(false);
    expect(socket?.closed).toBe(true);
    expect(socket?.onopen).toBeNull();
  });

  it("answers false when the socket cannot even be created", async () => {
    const f = fakeProbe(() => {
      throw new Error("SecurityError");
    });
    expect(await probeHelper(f.probe)).toBe(false);
  });
});
