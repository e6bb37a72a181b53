import { createExecutionContext, createScheduledController, waitOnExecutionContext } from "cloudflare:test";
import { env, exports } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { healthResponseSchema } from "../../src/contracts/health";
import { weatherResponseSchema } from "../../src/contracts/weather";
import { websiteAlertResponseSchema } from "../../src/contracts/website-alert";
import { scheduledWeather } from "../../src/domain/weather";
import worker from "../../workers/index";
import { closeCodeToSend } from "../../workers/pilot-relay";
import { at, call, freshEmail, signIn } from "./accounts.fixtures";

const get = (path: string, init?: RequestInit) =>
  exports.default.fetch(new Request(`http://localhost${path}`, init));

describe("GET /api/be/weather", () => {
  it("answers one of the 13 weather types", async () => {
    const res = await get("/api/be/weather");
    expect(res.status).toBe(200);
    expect(weatherResponseSchema.parse(await res.json()).weather.type).toBeTypeOf("string");
  });

  it("answers what the cron job stored", async () => {
    const when = Date.UTC(2026, 0, 1, 10, 0);
    const ctx = createExecutionContext();
    await worker.scheduled(
      createScheduledController({ scheduledTime: when, cron: "*/10 * * * *" }),
      env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const body = weatherResponseSchema.parse(await (await get("/api/be/weather")).json());
    expect(body.weather.type).toBe(scheduledWeather(when));
  });
});

describe("half-past cron", () => {
  it("folds old price points into daily rows and leaves the weather alone", async () => {
    const now = Date.UTC(2026, 0, 20, 11);
    const old = Date.UTC(2026, 0, 2, 5);
    await env.DB.prepare("delete from kv where key = 'weather'").run();
    await env.DB.prepare(
      "insert into price_points (item_uid, mode, ts, price) values ('x', 'pvp', ?, 100), ('x', 'pvp', ?, 300)",
    )
      .bind(old, old + 3_600_000)
      .run();
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: now, cron: "30 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    const daily = await env.DB.prepare("select avg, min, max from price_daily where item_uid = 'x'").all();
    expect(daily.results).toEqual([{ avg: 200, min: 100, max: 300 }]);
    const left = await env.DB.prepare("select count(*) as n from price_points where item_uid = 'x'").first(
      "n",
    );
    expect(left).toBe(0);
    expect(await env.DB.prepare("select value from kv where key = 'weather'").first()).toBeNull();
  });
});

describe("GET /api/be/website-alert", () => {
  it("is empty by default", async () => {
    await env.DB.prepare("delete from kv where key = 'website_alert'").run();
    const res = await get("/api/be/website-alert");
    expect(websiteAlertResponseSchema.parse(await res.json())).toEqual({ websiteAlert: { text: "" } });
  });

  it("answers the stored text", async () => {
    await env.DB.prepare("insert or replace into kv (key, value, updated_at) values ('website_alert', ?, 0)")
      .bind(JSON.stringify({ text: "<b>Wipe</b> soon" }))
      .run();
    const res = await get("/api/be/website-alert");
    expect(websiteAlertResponseSchema.parse(await res.json()).websiteAlert.text).toBe("<b>Wipe</b> soon");
  });
});

describe("errors", () => {
  it("answers an unknown API path with 404 in the one error shape", async () => {
    const res = await get("/api/be/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not_found", message: "Page Not Found", key: "error.notFound" },
    });
  });

  it("answers health with the database reachable, the loaded data's source and date, and the server's time", async () => {
    await env.DB.prepare("DELETE FROM kv WHERE key = 'data_source'").run();
    const now = Date.UTC(2026, 10, 24, 12, 30);
    const empty = healthResponseSchema.parse(await (await at(now, () => call("/api/be/health"))).json());
    expect(empty).toEqual({ ok: true, db: true, data: { kind: "empty" }, now });
    const source = {
      kind: "snapshot",
      source: "shared/upstream",
      importedAt: Date.UTC(2026, 10, 23),
      pricesAsOf: Date.UTC(2025, 1, 18, 9),
    };
    await env.DB.prepare("INSERT INTO kv (key, value, updated_at) VALUES ('data_source', ?, 0)")
      .bind(JSON.stringify(source))
      .run();
    const loaded = healthResponseSchema.parse(await (await get("/api/be/health")).json());
    expect(loaded).toEqual({ ok: true, db: true, data: source, now: expect.any(Number) });
  });
});

describe("pilot relay", () => {
  const upgrade = (headers: Record<string, string> = {}) =>
    get("/ws/pilot?user=someone-else", { headers: { Upgrade: "websocket", ...headers } });

  it("accepts a signed-in WebSocket at /ws/pilot from the site's origin and answers a ping", async () => {
    const { cookie } = await signIn(freshEmail("pilot"));
    const res = await upgrade({ Cookie: cookie, Origin: "http://localhost" });
    expect(res.status).toBe(101);
    const ws = res.webSocket;
    if (!ws) throw new Error("no socket");
    ws.accept();
    const reply = new Promise<string>((resolve) =>
      ws.addEventListener("message", (e) => resolve(String(e.data))),
    );
    ws.send(JSON.stringify({ messageType: "ping" }));
    expect(JSON.parse(await reply)).toEqual({ messageType: "pong" });
    ws.close();
  });

  it("refuses an anonymous upgrade (401), a foreign origin (403) and a plain request (426)", async () => {
    expect((await upgrade()).status).toBe(401);
    expect((await upgrade({ Cookie: "tm_session=forged" })).status).toBe(401);
    const { cookie } = await signIn(freshEmail("pilot-x"));
    for (const origin of ["https://evil.example", "https://localhost", "http://localhost:8080", "null"]) {
      expect((await upgrade({ Cookie: cookie, Origin: origin })).status, origin).toBe(403);
    }
    expect((await get("/ws/pilot")).status).toBe(426);
  });

  it.each([
    [1000, 1000],
    [1001, 1001],
    [1005, 1000],
    [1006, 1000],
    [1015, 1000],
    [4001, 4001],
    [999, 1000],
  ])("answers a close with code %i by %i (never a code that throws)", (code, sent) => {
    expect(closeCodeToSend(code)).toBe(sent);
  });
});

describe("API security headers", () => {
  it.each([
    ["/api/be/health", 200, "no-store"],
    ["/api/be/users/me", 401, "no-store"],
    ["/api/be/nope", 404, "no-store"],
    ["/api/be/cache", 200, "no-cache"],
  ])("%s answers %i with nosniff and Cache-Control %s", async (path, status, cache) => {
    const res = await get(path);
    expect(res.status).toBe(status);
    expect(res.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(res.headers.get("Cache-Control")).toContain(cache);
  });
});
