import { describe, expect, it } from "vitest";
import { call, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { until } from "./wait.fixtures";

// TarkovPilot 2.x posts webhooks to /api/be/pilot/script/webhook with the account's pairing key as
// its hookId; the events reach the account's open pages through the relay, as a socket helper's
// messages do. A raid as the helper reports it: status (heartbeat), map, screenshot, quest "12".

type Socket = WebSocket & { inbox: string[] };

async function account(name: string, pro: boolean) {
  const s = await signIn(freshEmail(name));
  if (pro) await setFlags(s.user.uid, { pro: true });
  const rotated = await call("/api/be/pilot/key/rotate", { method: "POST", cookie: s.cookie });
  const { key } = (await rotated.json()) as { key: string };
  return { cookie: s.cookie, key };
}

async function page(a: { cookie: string }): Promise<Socket> {
  const res = await call("/ws/pilot", {
    headers: { Upgrade: "websocket", Cookie: a.cookie, Origin: "http://localhost" },
  });
  const ws = res.webSocket as Socket | null;
  if (!ws) throw new Error(`no socket: ${res.status}`);
  ws.accept();
  ws.inbox = [];
  ws.addEventListener("message", (e) => ws.inbox.push(String(e.data)));
  return ws;
}

/** A webhook exactly as the helper posts it: JSON, its own Content-Type, no cookie, no origin. */
async function hook(payload: Record<string, unknown>) {
  const res = await call("/api/be/pilot/script/webhook", {
    method: "POST",
    rawBody: JSON.stringify(payload),
    headers: { "Content-Type": "application/json" },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const FILE = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";

describe("TarkovPilot 2.x webhooks", () => {
  it("a raid's events reach the account's open page as helper messages, and the status answer says Pro", async () => {
    const a = await account("hook-pro", true);
    const open = await page(a);
    const status = await hook({
      event: "status",
      hookId: a.key,
      app: {
        version: "2.1.0",
        gameFolder: "C:\\EFT",
        screenshotsFolder: "C:\\Shots",
        gameFound: true,
        logsWatching: true,
        screenshotsWatching: true,
      },
    });
    expect(status).toEqual({ status: 200, body: { ok: true, latestVersion: expect.any(String), pro: true } });
    expect((await hook({ event: "map", map: "bigmap", hookId: a.key })).body.ok).toBe(true);
    expect((await hook({ event: "screenshot", filename: FILE, hookId: a.key })).body.ok).toBe(true);
    const quest = await hook({
      event: "quest",
      questId: "5936d90786f7742b1420ba5b",
      status: "12",
      profileRouting: true,
      hookId: a.key,
    });
    expect(quest.body.ok).toBe(true);
    await until(() => open.inbox.length === 4, "four frames on the page");
    expect(open.inbox.map((m) => JSON.parse(m))).toEqual([
      {
        messageType: "CONFIGURATION",
        version: "2.1.0",
        gameFolder: "C:\\EFT",
        screenshotsFolder: "C:\\Shots",
      },
      { messageType: "MAP_CHANGE", map: "bigmap" },
      { messageType: "SEND_FILENAME", filename: FILE },
      { messageType: "QUEST_UPDATE", questId: "5936d90786f7742b1420ba5b", status: 12 },
    ]);
    // a page that opens later learns the helper's configuration and map
    const later = await page(a);
    await until(() => later.inbox.length === 2, "the remembered frames");
    expect(later.inbox.map((m) => JSON.parse(m).messageType)).toEqual(["CONFIGURATION", "MAP_CHANGE"]);
    open.close();
    later.close();
  });

  it("answers a wrong key with bad_key, a free account's quest with pro_required, and unknown events, all with 200", async () => {
    const bad = await hook({ event: "status", hookId: "tmp_forged", app: { version: "2.1.0" } });
    expect(bad).toEqual({
      status: 200,
      body: { ok: false, error: "bad_key", latestVersion: expect.any(String), pro: false },
    });
    const free = await account("hook-free", false);
    const open = await page(free);
    const quest = await hook({ event: "quest", questId: "q1", status: 12, hookId: free.key });
    expect(quest.body).toMatchObject({ ok: false, error: "pro_required", pro: false });
    // the free account's map still follows
    expect((await hook({ event: "map", map: "Woods", hookId: free.key })).body.ok).toBe(true);
    await until(() => open.inbox.length === 1, "the map frame");
    expect(JSON.parse(open.inbox[0] ?? "")).toEqual({ messageType: "MAP_CHANGE", map: "Woods" });
    expect((await hook({ event: "quest_scan", profiles: [], hookId: free.key })).body).toMatchObject({
      ok: false,
      error: "unsupported_event",
    });
    expect((await hook({ event: "map", hookId: free.key })).body).toMatchObject({
      ok: false,
      error: "bad_event",
    });
    open.close();
  });

  it("serves the helper version admins publish as plain text, and gives it in every webhook answer", async () => {
    const admin = await signIn(freshEmail("hook-admin"));
    await setFlags(admin.user.uid, { admin: true });
    const put = await call("/api/be/admin/global-settings", {
      method: "PUT",
      cookie: admin.cookie,
      body: { helperVersion: "2.3.1" },
    });
    expect(put.status).toBe(200);
    const res = await call("/api/be/pilot/version");
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/plain/);
    expect(await res.text()).toBe("2.3.1");
    expect((await hook({ event: "status", hookId: "tmp_forged" })).body.latestVersion).toBe("2.3.1");
  });
});
