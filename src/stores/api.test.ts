import { describe, expect, it, vi } from "vitest";
import { endpoint } from "../contracts/endpoint";
import { z } from "../contracts/zod";
import { z as mini } from "../contracts/zod-mini";
import { ApiRequestError, createApiClient, type FetchLike } from "./api";

const json = (body: unknown, status = 200, statusText = "OK") =>
  new Response(JSON.stringify(body), { status, statusText, headers: { "Content-Type": "application/json" } });

/** A fake fetch answering from a list, recording each call. */
function fakeFetch(...answers: (() => Response)[]) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const fn: FetchLike = vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    const next = answers[Math.min(calls.length - 1, answers.length - 1)];
    if (!next) throw new Error("no answer");
    return next();
  });
  return { fn, calls };
}

const okSchema = z.object({ ok: z.boolean() });
const getX = endpoint({ method: "GET", path: "/x", response: okSchema });
const postX = endpoint({ method: "POST", path: "/x", body: z.object({}), response: okSchema });
const byUrl = endpoint({
  method: "POST",
  path: "/item/by-url",
  body: z.object({ url: z.string() }),
  response: okSchema,
});
const history = endpoint({
  method: "GET",
  path: "/items/:uid/history",
  params: z.object({ uid: z.string() }),
  query: z.object({ a: z.string(), b: z.string().optional(), c: z.string(), n: z.number() }),
  response: okSchema,
});

describe("createApiClient", () => {
  it("builds the URL from the endpoint: path parameters encoded, the query without undefined values", async () => {
    const f = fakeFetch(() => json({ ok: true, extra: 1 }));
    const api = createApiClient({ fetch: f.fn });
    const answer = await api.call(history, {
      params: { uid: "a b/c" },
      query: { a: "1", b: undefined, c: "x y", n: 2 },
    });
    expect(answer).toEqual({ ok: true });
    expect(f.calls[0]?.url).toBe("/api/be/items/a%20b%2Fc/history?a=1&c=x+y&n=2");
    expect(f.calls[0]?.init?.method).toBe("GET");
    expect(f.calls[0]?.init?.body).toBeUndefined();
  });

  it("refuses to fetch an endpoint that answers a redirect", () => {
    const logout = endpoint({ method: "GET", path: "/logout", response: null });
    expect(() => createApiClient({ fetch: fakeFetch().fn }).call(logout)).toThrow(/redirect/);
  });

  it("sends a JSON body on POST", async () => {
    const f = fakeFetch(() => json({ ok: true }));
    await createApiClient({ fetch: f.fn }).call(byUrl, { body: { url: "x" } });
    expect(f.calls[0]?.init?.body).toBe('{"url":"x"}');
    expect(new Headers(f.calls[0]?.init?.headers).get("Content-Type")).toBe("application/json");
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a POST once on %s", async (status) => {
    const f = fakeFetch(
      () => json({}, status, "Busy"),
      () => json({ ok: true }),
    );
    expect(await createApiClient({ fetch: f.fn }).call(postX, { body: {} })).toEqual({ ok: true });
    expect(f.calls).toHaveLength(2);
  });

  it("retries a POST only once", async () => {
    const f = fakeFetch(() => json({}, 503, "Service Unavailable"));
    await expect(createApiClient({ fetch: f.fn }).call(postX, { body: {} })).rejects.toThrow(ApiRequestError);
    expect(f.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 501])("does not retry a POST on %s", async (status) => {
    const f = fakeFetch(() => json({}, status, "No"));
    await expect(createApiClient({ fetch: f.fn }).call(postX, { body: {} })).rejects.toThrow();
    expect(f.calls).toHaveLength(1);
  });

  it.each(["GET", "PUT", "DELETE"] as const)("never retries idempotent %s", async (method) => {
    const f = fakeFetch(() => json({}, 503, "Service Unavailable"));
    await expect(createApiClient({ fetch: f.fn }).request(method, "/x", okSchema)).rejects.toThrow();
    expect(f.calls).toHaveLength(1);
  });

  it("raises an error carrying method, URL, status, status text and the API message", async () => {
    const f = fakeFetch(() =>
      json({ error: { code: "not_found", message: "Page Not Found" } }, 404, "Not Found"),
    );
    const err = await createApiClient({ fetch: f.fn, baseUrl: "https://x.test/api/be" })
      .call(byUrl, { body: { url: "nope" } })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiRequestError);
    expect(err).toMatchObject({
      method: "POST",
      url: "https://x.test/api/be/item/by-url",
      status: 404,
      statusText: "Not Found",
      serverMessage: "Page Not Found",
      message: '[POST] "https://x.test/api/be/item/by-url": 404 Not Found (Page Not Found)',
    });
  });

  it("treats a non-JSON error body as an error without a server message", async () => {
    const f = fakeFetch(() => new Response("<html>", { status: 502, statusText: "Bad Gateway" }));
    const err = await createApiClient({ fetch: f.fn })
      .call(getX)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, statusText: "Bad Gateway", serverMessage: undefined });
  });

  it("turns a network failure into an error with status 0", async () => {
    const fn: FetchLike = async () => {
      throw new TypeError("Failed to fetch");
    };
    const err = await createApiClient({ fetch: fn })
      .call(getX)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ method: "GET", url: "/api/be/x", status: 0, statusText: "Failed to fetch" });
  });

  it("rejects a body that does not match the contract", async () => {
    const f = fakeFetch(() => json({ ok: "yes" }));
    await expect(createApiClient({ fetch: f.fn }).call(getX)).rejects.toThrow();
  });

  it("parses with a zod/mini contract as with a classic one: defaults filled, unknown keys dropped", async () => {
    const miniEndpoint = endpoint({
      method: "GET",
      path: "/m/:id",
      params: mini.object({ id: mini.string() }),
      response: mini.object({ n: mini.number(), kind: mini._default(mini.enum(["a", "b"]), "a") }),
    });
    const f = fakeFetch(() => json({ n: 1, extra: true }));
    const answer: { n: number; kind: "a" | "b" } = await createApiClient({ fetch: f.fn }).call(miniEndpoint, {
      params: { id: "x" },
    });
    expect(answer).toEqual({ n: 1, kind: "a" });
    expect(f.calls[0]?.url).toBe("/api/be/m/x");
    await expect(
      createApiClient({ fetch: fakeFetch(() => json({ n: "1" })).fn }).call(miniEndpoint, {
        params: { id: "x" },
      }),
    ).rejects.toThrow();
  });
});
