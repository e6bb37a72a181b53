import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PILOT_CLOSE } from "../contracts/pilot";
import { PILOT_TIMINGS, type SocketLike } from "../domain/pilot";
import { $mapPosition } from "./map-position";
import { createPilotStore, PILOT_KEY, type PilotDeps, pilotUrl, TOO_MANY_RETRY_MS } from "./pilot";

class FakeSocket implements SocketLike {
  sent: string[] = [];
  onopen: (() => void) | null = null;
  onclose: ((event?: { code?: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {}
}

const FILE = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
let sockets: FakeSocket[];
let stored: Map<string, string>;
let completed: string[];
let navigated: string[];
let pro: boolean;
let openMap: string | null;

function store(over: Partial<PilotDeps> = {}) {
  return createPilotStore({
    openSocket: (url) => {
      const s = new FakeSocket(url);
      sockets.push(s);
      return s;
    },
    timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
    storage: { getItem: (k) => stored.get(k) ?? null, setItem: (k, v) => void stored.set(k, v) },
    urlFor: (mode) => (mode === "CLOUD" ? "ws://site/ws/pilot" : "ws://127.0.0.1:5123"),
    userId: () => "user-1",
    isPro: () => pro,
    questUid: async (bsgId) => (bsgId === "bsg-q1" ? "q1" : null),
    completeQuest: (uid) => void completed.push(uid),
    openMap: () => openMap,
    navigate: (href) => void navigated.push(href),
    now: () => 1_000,
    ...over,
  });
}
const socket = () => sockets[sockets.length - 1] as FakeSocket;
async function connected(mode: "DESKTOP_APP" | "CLOUD" = "DESKTOP_APP") {
  const p = store();
  p.setMode(mode);
  p.connect();
  socket().onopen?.();
  return p;
}
const frame = (s: FakeSocket, m: object | string) =>
  s.onmessage?.({ data: typeof m === "string" ? m : JSON.stringify(m) });
const tick = () => new Promise((r) => setTimeout(r, 0));

beforeEach(() => {
  sockets = [];
  stored = new Map();
  completed = [];
  navigated = [];
  pro = true;
  openMap = null;
  $mapPosition.set(null);
});
afterEach(() => vi.useRealTimers());

describe("$pilot", () => {
  it("starts with the docs/product.md §9 defaults and keeps its settings under the pilot settings key", async () => {
    const p = store();
    expect(p.$pilot.get()).toMatchObject({
      status: "Disconnected",
      mapChangeEnabled: true,
      questsAutoCompleteEnabled: true,
      logs: [],
      actionsLog: [],
    });
    p.setToggle("mapChangeEnabled", false);
    expect(JSON.parse(stored.get(PILOT_KEY) ?? "{}")).toMatchObject({ mapChangeEnabled: false });
    expect(store().$pilot.get().mapChangeEnabled).toBe(false);
  });

  it("connects to the local app or, in cloud mode, the relay with AUTH; disconnecting stops resuming", async () => {
    const p = await connected("CLOUD");
    expect(socket().url).toBe("ws://site/ws/pilot");
    expect(socket().sent.map((m) => JSON.parse(m))).toEqual([{ messageType: "AUTH", userId: "user-1" }]);
    expect(p.$pilot.get()).toMatchObject({ status: "Connected", isConnected: true, enabled: true });
    p.disconnect();
    const again = store();
    again.resume();
    expect(sockets).toHaveLength(1);
  });

  it("says why the relay closed it, waits longer when too many pages are open, and forgets the reason on open", async () => {
    vi.useFakeTimers();
    const p = await connected("CLOUD");
    socket().onclose?.({ code: PILOT_CLOSE.tooMany.code });
    expect(p.$pilot.get()).toMatchObject({ status: "Disconnected", closedBy: "tooMany" });
    vi.advanceTimersByTime(TOO_MANY_RETRY_MS - 1);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    socket().onopen?.();
    expect(p.$pilot.get().closedBy).toBeNull();
    // too many frames: the usual reconnect, the reason shown meanwhile
    socket().onclose?.({ code: PILOT_CLOSE.tooFast.code });
    expect(p.$pilot.get().closedBy).toBe("tooFast");
    vi.advanceTimersByTime(PILOT_TIMINGS.reconnectMs);
    expect(sockets).toHaveLength(3);
    // a close without a relay code names no reason
    socket().onopen?.();
    socket().onclose?.({ code: 1006 });
    expect(p.$pilot.get().closedBy).toBeNull();
  });

  it("resumes on the next page when the user connected last time", async () => {
    await connected();
    const next = store();
    next.resume();
    expect(sockets).toHaveLength(2);
    expect(socket().url).toBe("ws://127.0.0.1:5123");
  });

  it("fills version and folders from the configuration, logs other text (30 lines kept), ignores pings", async () => {
    const p = await connected();
    frame(socket(), {
      messageType: "CONFIGURATION",
      version: "1.2.0",
      gameFolder: "C:/EFT",
      screenshotsFolder: "C:/Shots",
    });
    frame(socket(), "ping");
    frame(socket(), { messageType: "QUEST_UPDATE", questId: "x" });
    for (let i = 0; i < 35; i++) frame(socket(), `line ${i}`);
    await tick();
    const s = p.$pilot.get();
    expect(s).toMatchObject({ version: "1.2.0", gameFolder: "C:/EFT", screenshotsFolder: "C:/Shots" });
    expect(s.logs).toHaveLength(30);
    expect(s.logs[29]).toBe("line 34");
    expect(s.logs.some((l) => l.includes("ping"))).toBe(false);
  });

  it("moves the map arrow from a screenshot name and a position update, and logs the actions", async () => {
    const p = await connected();
    frame(socket(), { messageType: "MAP_CHANGE", map: "bigmap" });
    frame(socket(), { messageType: "SEND_FILENAME", filename: FILE });
    await tick();
    expect($mapPosition.get()).toMatchObject({ map: "customs", x: 585.73, z: 146.56 });
    expect($mapPosition.get()?.yaw).toBeCloseTo(216.8, 1);
    // TarkovPilot's axis order: x is the game's z, y the game's x, z the height
    frame(socket(), { messageType: "POSITION_UPDATE", x: 146.56, y: 585.73, z: 11.24, look: 90 });
    await tick();
    expect($mapPosition.get()).toEqual({ map: "customs", x: 585.73, y: 11.24, z: 146.56, yaw: 90 });
    expect(p.$pilot.get().actionsLog.map((a) => a.action)).toEqual([
      "MAP_CHANGE",
      "POSITION_UPDATE",
      "POSITION_UPDATE",
    ]);
  });

  it("a map change opens that map's page when enabled and a map page is open", async () => {
    const p = await connected();
    openMap = "woods";
    frame(socket(), { messageType: "MAP_CHANGE", map: "RezervBase" });
    await tick();
    expect(navigated).toEqual(["/maps/reserve"]);
    p.setToggle("mapChangeEnabled", false);
    frame(socket(), { messageType: "MAP_CHANGE", map: "bigmap" });
    openMap = null;
    p.setToggle("mapChangeEnabled", true);
    frame(socket(), { messageType: "MAP_CHANGE", map: "Woods" });
    await tick();
    expect(navigated).toEqual(["/maps/reserve"]);
    expect(p.$pilot.get().map).toBe("Woods");
  });

  it("completes a quest only for status 12, a Pro user, the setting on and a known quest", async () => {
    const p = await connected();
    const update = (questId: string, status: number) =>
      frame(socket(), { messageType: "QUEST_UPDATE", questId, status });
    update("bsg-q1", 11);
    update("bsg-unknown", 12);
    await tick();
    expect(completed).toEqual([]);
    p.setToggle("questsAutoCompleteEnabled", false);
    update("bsg-q1", 12);
    await tick();
    expect(completed).toEqual([]);
    p.setToggle("questsAutoCompleteEnabled", true);
    pro = false;
    update("bsg-q1", 12);
    await tick();
    expect(completed).toEqual([]);
    pro = true;
    update("bsg-q1", 12);
    await tick();
    expect(completed).toEqual(["q1"]);
    expect(p.$pilot.get().actionsLog.at(-1)).toEqual({ action: "QUEST_UPDATE", date: 1_000, details: "q1" });
    // each update that completed nothing says why in the log
    expect(p.$pilot.get().logs).toEqual([
      "QUEST_UPDATE bsg-q1: status 11 completes nothing",
      "QUEST_UPDATE: unknown quest bsg-unknown",
      "QUEST_UPDATE bsg-q1: completing quests is turned off",
      "QUEST_UPDATE bsg-q1: Pro status required",
    ]);
  });

  it("sends folder settings only while connected, once after 500 ms of quiet", async () => {
    vi.useFakeTimers();
    const off = store();
    expect(off.setFolders("a", "b")).toBe(false);
    const p = await connected();
    expect(p.setFolders("C:/E", "C:/S")).toBe(true);
    p.setFolders("C:/EFT", "C:/Shots");
    vi.advanceTimersByTime(499);
    const settings = () =>
      socket()
        .sent.map((m) => JSON.parse(m))
        .filter((m) => m.messageType === "SETTINGS_UPDATE");
    expect(settings()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(settings()).toEqual([
      {
        messageType: "SETTINGS_UPDATE",
        gameFolder: "C:/EFT",
        screenshotsFolder: "C:/Shots",
        mapChangeEnabled: true,
        questsAutoCompleteEnabled: true,
      },
    ]);
    // a toggle sends every setting at once, the folders included
    p.setToggle("mapChangeEnabled", false);
    expect(settings().at(-1)).toEqual({
      messageType: "SETTINGS_UPDATE",
      gameFolder: "C:/EFT",
      screenshotsFolder: "C:/Shots",
      mapChangeEnabled: false,
      questsAutoCompleteEnabled: true,
    });
    expect(p.resetSettings()).toBe(true);
  });

  it("knows the helper's address per mode", () => {
    expect(pilotUrl("DESKTOP_APP", { protocol: "https:", host: "site.example" })).toBe("ws://127.0.0.1:5123");
    expect(pilotUrl("CLOUD", { protocol: "https:", host: "site.example" })).toBe(
      "wss://site.example/ws/pilot",
    );
    expect(pilotUrl("CLOUD", { protocol: "http:", host: "127.0.0.1:8787" })).toBe(
      "ws://127.0.0.1:8787/ws/pilot",
    );
  });
});
