import { describe, expect, it } from "vitest";
import { PILOT_CLOSE, PILOT_FRAME_RATE, PILOT_SOCKETS } from "../../src/contracts/pilot";
import { call, freshEmail, signIn } from "./accounts.fixtures";
import { until } from "./wait.fixtures";

// The cloud relay (/ws/pilot) and the pairing keys of the cloud helper (/api/be/pilot/key…).

type Socket = WebSocket & { inbox: string[]; closedWith: number | null };

async function open(headers: Record<string, string>): Promise<Response> {
  return call("/ws/pilot", { headers: { Upgrade: "websocket", ...headers } });
}

/** Accepts the socket of a 101 answer and records what arrives. */
function socketOf(res: Response): Socket {
  const ws = res.webSocket as Socket | null;
  if (!ws) throw new Error(`no socket: ${res.status}`);
  ws.accept();
  ws.inbox = [];
  ws.closedWith = null;
  ws.addEventListener("message", (e) => ws.inbox.push(String(e.data)));
  ws.addEventListener("close", (e) => {
    ws.closedWith = e.code;
  });
  return ws;
}

/** Lets frames in flight arrive, to check that something did not. */
const settle = () => new Promise((r) => setTimeout(r, 150));

async function account(name: string) {
  const s = await signIn(freshEmail(name));
  const rotated = await call("/api/be/pilot/key/rotate", {
    method: "POST",
    cookie: s.cookie,
    headers: { Origin: "http://localhost" },
  });
  expect(rotated.status).toBe(200);
  const { key } = (await rotated.json()) as { key: string };
  return { cookie: s.cookie, uid: s.user.uid, key };
}
const browser = async (a: { cookie: string }) =>
  socketOf(await open({ Cookie: a.cookie, Origin: "http://localhost" }));
const helper = async (a: { key: string }) => socketOf(await open({ Authorization: `Bearer ${a.key}` }));

describe("pairing keys", () => {
  it("are made, shown once, listed by prefix only, replaced and revoked", async () => {
    const s = await signIn(freshEmail("pilot-keys"));
    const get = async () => (await call("/api/be/pilot/key", { cookie: s.cookie })).json();
    expect(await get()).toEqual({ hasKey: false, createdAt: null, prefix: null });
    const post = (path: string) => call(`/api/be/pilot/key/${path}`, { method: "POST", cookie: s.cookie });
    const first = (await (await post("rotate")).json()) as { key: string; prefix: string; hasKey: boolean };
    expect(first.key).toMatch(/^tmp_[A-Za-z0-9_-]{32}$/);
    expect(first.prefix).toBe(first.key.slice(0, 8));
    const listed = (await get()) as Record<string, unknown>;
    expect(listed).toMatchObject({ hasKey: true, prefix: first.prefix });
    expect(JSON.stringify(listed)).not.toContain(first.key);
    const second = (await (await post("rotate")).json()) as { key: string };
    expect(second.key).not.toBe(first.key);
    expect((await open({ Authorization: `Bearer ${first.key}` })).status).toBe(401);
    expect((await open({ Authorization: `Bearer ${second.key}` })).status).toBe(101);
    expect(await (await post("revoke")).json()).toEqual({ hasKey: false, createdAt: null, prefix: null });
    expect((await open({ Authorization: `Bearer ${second.key}` })).status).toBe(401);
  });
});

describe("the relay", () => {
  it("passes the helper's messages and log lines to the account's pages, and the pages' settings to the helper", async () => {
    const a = await account("relay-a");
    const [page, h] = [await browser(a), await helper(a)];
    h.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "bigmap" }));
    h.send("Watching the screenshots folder");
    await until(() => page.inbox.length === 2, "the page to get two frames");
    expect(page.inbox).toEqual([
      JSON.stringify({ messageType: "MAP_CHANGE", map: "bigmap" }),
      "Watching the screenshots folder",
    ]);
    const settings = { messageType: "SETTINGS_UPDATE", gameFolder: "C:/EFT", screenshotsFolder: "C:/Shots" };
    page.send(JSON.stringify(settings));
    await until(() => h.inbox.length === 1, "the helper to get the settings");
    expect(JSON.parse(h.inbox[0] ?? "")).toEqual(settings);
    page.close();
    h.close();
  });

  it("tells a page that opens later the helper's last configuration and map", async () => {
    const a = await account("relay-late");
    const h = await helper(a);
    const config = {
      messageType: "CONFIGURATION",
      version: "1.0.0",
      gameFolder: "C:/EFT",
      screenshotsFolder: "C:/S",
    };
    h.send(JSON.stringify(config));
    h.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "bigmap" }));
    h.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "Woods" }));
    await settle();
    const page = await browser(a);
    await until(() => page.inbox.length === 2, "the remembered frames");
    expect(page.inbox.map((m) => JSON.parse(m))).toEqual([
      config,
      { messageType: "MAP_CHANGE", map: "Woods" },
    ]);
    page.close();
    h.close();
  });

  it("drops frames that break the contract or the size cap, and answers pings itself", async () => {
    const a = await account("relay-bad");
    const [page, h] = [await browser(a), await helper(a)];
    h.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: "q", status: "done" }));
    h.send(JSON.stringify({ messageType: "SEND_FILENAME", filename: "x".repeat(5000) }));
    h.send("y".repeat(5000));
    page.send(JSON.stringify({ messageType: "SETTINGS_UPDATE", gameFolder: 7 }));
    page.send("not json from a page");
    page.send(JSON.stringify({ messageType: "ping" }));
    h.send(JSON.stringify({ messageType: "QUEST_UPDATE", questId: "q", status: 12 }));
    await until(() => page.inbox.length === 2, "the pong and the valid update");
    await settle();
    expect(page.inbox.map((m) => JSON.parse(m))).toEqual([
      { messageType: "pong" },
      { messageType: "QUEST_UPDATE", questId: "q", status: 12 },
    ]);
    expect(h.inbox).toEqual([]);
    page.close();
    h.close();
  });

  it("counts the size cap in bytes: 4,000 euro signs (12 KB) are dropped, 1,365 (4,095 bytes) pass", async () => {
    const a = await account("relay-bytes");
    const [page, h] = [await browser(a), await helper(a)];
    h.send("€".repeat(4000));
    h.send("€".repeat(1365));
    await until(() => page.inbox.length === 1, "the frame within the cap");
    await settle();
    expect(page.inbox.map((m) => m.length)).toEqual([1365]);
    page.close();
    h.close();
  });

  it(`closes a socket that sends more than ${PILOT_FRAME_RATE.frames} frames in ${PILOT_FRAME_RATE.windowMs / 1000} s, saying why`, async () => {
    const a = await account("relay-rate");
    const [page, h] = [await browser(a), await helper(a)];
    for (let i = 0; i <= PILOT_FRAME_RATE.frames; i++) h.send(`log line ${i}`);
    await until(() => h.closedWith !== null, "the fast helper to be closed");
    expect(h.closedWith).toBe(PILOT_CLOSE.tooFast.code);
    await settle();
    expect(page.inbox).toHaveLength(PILOT_FRAME_RATE.frames);
    // a page too
    for (let i = 0; i <= PILOT_FRAME_RATE.frames; i++) page.send(JSON.stringify({ messageType: "ping" }));
    await until(() => page.closedWith !== null, "the fast page to be closed");
    expect(page.closedWith).toBe(PILOT_CLOSE.tooFast.code);
  });

  it(`keeps at most ${PILOT_SOCKETS.browser} pages and ${PILOT_SOCKETS.helper} helpers open per account`, async () => {
    const a = await account("relay-sockets");
    const pages: Socket[] = [];
    for (let i = 0; i < PILOT_SOCKETS.browser; i++) pages.push(await browser(a));
    const extra = await browser(a);
    await until(() => extra.closedWith !== null, "the extra page to be closed");
    expect(extra.closedWith).toBe(PILOT_CLOSE.tooMany.code);
    await settle();
    expect(pages.every((p) => p.closedWith === null)).toBe(true);
    // a new helper replaces the oldest beyond the cap
    const helpers: Socket[] = [];
    for (let i = 0; i <= PILOT_SOCKETS.helper; i++) helpers.push(await helper(a));
    await until(() => helpers[0]?.closedWith !== null, "the oldest helper to be replaced");
    expect(helpers[0]?.closedWith).toBe(PILOT_CLOSE.replaced.code);
    expect(helpers.slice(1).every((x) => x.closedWith === null)).toBe(true);
    for (const s of [...pages, ...helpers.slice(1)]) s.close();
  });

  it("keeps rooms apart: another account's pages hear nothing", async () => {
    const [a, b] = [await account("relay-room-a"), await account("relay-room-b")];
    const [pageA, pageB, helperA] = [await browser(a), await browser(b), await helper(a)];
    helperA.send(JSON.stringify({ messageType: "MAP_CHANGE", map: "woods" }));
    await until(() => pageA.inbox.length === 1, "the own page");
    await settle();
    expect(pageB.inbox).toEqual([]);
    for (const s of [pageA, pageB, helperA]) s.close();
  });

  it("closes a page whose AUTH names another account, and the helpers of a revoked key", async () => {
    const [a, b] = [await account("relay-auth-a"), await account("relay-auth-b")];
    const ok = await browser(a);
    ok.send(JSON.stringify({ messageType: "AUTH", userId: a.uid }));
    const bad = await browser(a);
    bad.send(JSON.stringify({ messageType: "AUTH", userId: b.uid }));
    await until(() => bad.closedWith !== null, "the close");
    expect(bad.closedWith).toBe(4003);
    await settle();
    expect(ok.closedWith).toBeNull();
    const h = await helper(a);
    await call("/api/be/pilot/key/revoke", { method: "POST", cookie: a.cookie });
    await until(() => h.closedWith !== null, "the helper to be closed");
    expect(h.closedWith).toBe(4001);
    ok.close();
  });

  it("refuses a wrong key, no credentials, a foreign origin even with a key, and a plain request", async () => {
    const a = await account("relay-refuse");
    expect((await open({ Authorization: "Bearer tmp_wrong" })).status).toBe(401);
    expect((await open({})).status).toBe(401);
    expect((await open({ Authorization: `Bearer ${a.key}`, Origin: "https://evil.example" })).status).toBe(
      403,
    );
    expect((await open({ Cookie: a.cookie, Origin: "https://evil.example" })).status).toBe(403);
    expect((await call("/ws/pilot")).status).toBe(426);
    // the headers the gate sets cannot be forged from outside
    const forged = await open({ "X-Pilot-Role": "helper", "X-Pilot-User": a.uid });
    expect(forged.status).toBe(401);
  });
});
