import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  classifyIncoming,
  completesQuest,
  createPilotConnection,
  isNightFactory,
  PILOT_TIMINGS,
  type PilotStatus,
  pilotMapSlug,
  positionFromUpdate,
  pushCapped,
  type SocketLike,
} from "./pilot";

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed: number | null = null;
  onopen: (() => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code = 1000) {
    this.closed = code;
  }
}

let sockets: FakeSocket[];
let statuses: PilotStatus[];
let texts: string[];
let opens: number;
const make = (cloud = false, userId: string | null = "u1") =>
  createPilotConnection({
    open: () => {
      const s = new FakeSocket();
      sockets.push(s);
      return s;
    },
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    cloud,
    userId,
    onStatus: (s) => statuses.push(s),
    onText: (t) => texts.push(t),
    onOpen: () => opens++,
  });
const last = () => sockets[sockets.length - 1] as FakeSocket;

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  statuses = [];
  texts = [];
  opens = 0;
});
afterEach(() => vi.useRealTimers());

describe("the helper connection (docs/product.md §4, §9)", () => {
  it("is Connecting on open, Connected when the socket opens (logs cleared), and passes text on", () => {
    const c = make();
    c.connect();
    expect(c.status()).toBe("Connecting");
    last().onopen?.();
    expect(c.status()).toBe("Connected");
    expect(opens).toBe(1);
    last().onmessage?.({ data: "hello" });
    expect(texts).toEqual(["hello"]);
    expect(last().sent).toEqual([]);
  });

  it("in cloud mode sends AUTH with the user id on open", () => {
    const c = make(true, "user-7");
    c.connect();
    last().onopen?.();
    expect(last().sent.map((m) => JSON.parse(m))).toEqual([{ messageType: "AUTH", userId: "user-7" }]);
  });

  it("reconnects 10 s after an error or a close, not sooner", () => {
    const c = make();
    c.connect();
    last().onopen?.();
    last().onclose?.();
    expect(c.status()).toBe("Disconnected");
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    expect(c.status()).toBe("Connecting");
    last().onerror?.();
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs);
    expect(sockets).toHaveLength(3);
  });

  it("closes a socket not open within 3 s, then retries after 10 s", () => {
    const c = make();
    c.connect();
    vi.advanceTimersByTime(PILOT_TIMINGS.connectTimeoutMs - 1);
    expect(sockets[0]?.closed).toBeNull();
    vi.advanceTimersByTime(1);
    expect(sockets[0]?.closed).toBe(1000);
    expect(c.status()).toBe("Disconnected");
    // the late close event of that socket changes nothing
    sockets[0]?.onclose?.();
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs);
    expect(sockets).toHaveLength(2);
  });

  it("a socket that opens in time is not closed by the time-out", () => {
    const c = make();
    c.connect();
    vi.advanceTimersByTime(2_000);
    last().onopen?.();
    vi.advanceTimersByTime(5_000);
    expect(last().closed).toBeNull();
    expect(c.status()).toBe("Connected");
  });

  it("closed on purpose: no reconnect", () => {
    const c = make();
    c.connect();
    last().onopen?.();
    c.close();
    last().onclose?.();
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
    expect(c.status()).toBe("Disconnected");
  });

  it("an update sends UPDATE, closes and reconnects after 3 s; later drops wait 10 s again", () => {
    const c = make();
    c.connect();
    last().onopen?.();
    c.update();
    expect(sockets[0]?.sent.map((m) => JSON.parse(m))).toEqual([{ messageType: "UPDATE" }]);
    expect(sockets[0]?.closed).toBe(1000);
    vi.advanceTimersByTime(PILOT_TIMINGS.updateReconnectMs);
    expect(sockets).toHaveLength(2);
    last().onopen?.();
    last().onclose?.();
    vi.advanceTimersByTime(PILOT_TIMINGS.updateReconnectMs);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs - PILOT_TIMINGS.updateReconnectMs);
    expect(sockets).toHaveLength(3);
  });

  it("sends settings only while connected", () => {
    const c = make();
    expect(c.send({ messageType: "SETTINGS_RESET" })).toBe(false);
    c.connect();
    expect(c.send({ messageType: "SETTINGS_RESET" })).toBe(false);
    last().onopen?.();
    expect(c.send({ messageType: "SETTINGS_RESET" })).toBe(true);
    expect(last().sent).toEqual(['{"messageType":"SETTINGS_RESET"}']);
    c.update();
    expect(c.send({ messageType: "SETTINGS_RESET" })).toBe(false);
  });

  it("connecting again while a retry waits or a socket is opening replaces it: one socket, one timer", () => {
    const c = make();
    c.connect();
    c.connect();
    expect(sockets[0]?.closed).toBe(1000);
    last().onopen?.();
    last().onclose?.();
    // a retry waits; connecting by hand now cancels it
    c.connect();
    last().onopen?.();
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs * 2);
    expect(sockets).toHaveLength(3);
    expect(c.status()).toBe("Connected");
    // the replaced sockets' late events change nothing
    sockets[0]?.onclose?.();
    sockets[0]?.onopen?.();
    sockets[0]?.onmessage?.({ data: "stale" });
    expect(c.status()).toBe("Connected");
    expect(texts).toEqual([]);
  });

  it("reports every status change in order", () => {
    const c = make();
    c.connect();
    last().onopen?.();
    last().onclose?.();
    expect(statuses).toEqual(["Connecting", "Connected", "Disconnected"]);
  });
});

describe("classifyIncoming", () => {
  it.each([
    ["ping", { kind: "ping" }],
    ['{"messageType":"ping"}', { kind: "ping" }],
    ['{"messageType":"pong"}', { kind: "ping" }],
    [
      '{"messageType":"MAP_CHANGE","map":"bigmap"}',
      { kind: "json", value: { messageType: "MAP_CHANGE", map: "bigmap" } },
    ],
    ["Watching C:/Games/EFT/Logs", { kind: "log", line: "Watching C:/Games/EFT/Logs" }],
    ["{not json", { kind: "log", line: "{not json" }],
  ])("%s", (text, want) => {
    expect(classifyIncoming(text)).toEqual(want);
  });
});

describe("pilotMapSlug", () => {
  it.each([
    ["bigmap", "customs"],
    ["factory4_day", "factory"],
    ["factory4_night", "factory"],
    ["RezervBase", "reserve"],
    ["laboratory", "lab"],
    ["TarkovStreets", "streets"],
    ["Sandbox", "ground-zero"],
    ["Sandbox_high", "ground-zero"],
    ["Woods", "woods"],
    ["Shoreline", "shoreline"],
    ["Interchange", "interchange"],
    ["Lighthouse", "lighthouse"],
    ["Labyrinth", "labyrinth"],
    // TarkovPilot's display names, all ten of its MapName table
    ["Ground Zero", "ground-zero"],
    ["Factory", "factory"],
    ["Customs", "customs"],
    ["The Lab", "lab"],
    ["Streets of Tarkov", "streets"],
    ["Reserve", "reserve"],
    // PvE scene names ("path:maps/<name>.bundle")
    ["factory_day_preset", "factory"],
    ["laboratory_preset", "lab"],
    ["rezerv_base_preset", "reserve"],
    ["city_preset", "streets"],
    ["hideout", null],
    ["hideout_preset", null],
    ["", null],
  ])("%s → %s", (id, slug) => {
    expect(pilotMapSlug(id)).toBe(slug);
  });

  it("turns TarkovPilot's axis order into the game's: its x is the game's z, its y the game's x", () => {
    // the helper read "585.73, 11.24, 146.56" from a screenshot's name and sent x 146.56, y 585.73, z 11.24
    expect(positionFromUpdate({ x: 146.56, y: 585.73, z: 11.24 })).toEqual({
      x: 585.73,
      y: 11.24,
      z: 146.56,
    });
  });

  it("knows the night factory", () => {
    expect(isNightFactory("factory4_night")).toBe(true);
    expect(isNightFactory("factory4_day")).toBe(false);
  });
});

describe("pushCapped and completesQuest", () => {
  it("keeps the newest entries only", () => {
    let log: number[] = [];
    for (let i = 0; i < 35; i++) log = pushCapped(log, i, 30);
    expect(log).toHaveLength(30);
    expect(log[0]).toBe(5);
    expect(log[29]).toBe(34);
  });

  it.each([
    [12, true],
    [11, false],
    [10, false],
    [13, false],
  ])("status %d completes: %s", (status, done) => {
    expect(completesQuest(status)).toBe(done);
  });
});
