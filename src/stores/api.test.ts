import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
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

describe("createApiClient", () => {
  it("builds the URL with the query, skipping undefined values, and parses the body", async () => {
    const f = fakeFetch(() => json({ ok: true, extra: 1 }));
    const api = createApiClient({ fetch: f.fn });
    expect(await api.get("/cache", okSchema, { query: { a: "1", b: undefined, c: "x y" } })).toEqual({
      ok: true,
    });
    expect(f.calls[0]?.url).toBe("/api/be/cache?a=1&c=x+y");
    expect(f.calls[0]?.init?.method).toBe("GET");
  });

  it("sends a JSON body on POST", async () => {
    const f = fakeFetch(() => json({ ok: true }));
    await createApiClient({ fetch: f.fn }).post("/item/by-url", { url: "x" }, okSchema);
    expect(f.calls[0]?.init?.body).toBe('{"url":"x"}');
    expect(new Headers(f.calls[0]?.init?.headers).get("Content-Type")).toBe("application/json");
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])("retries a POST once on %s", async (status) => {
    const f = fakeFetch(
      () => json({}, status, "Busy"),
      () => json({ ok: true }),
    );
    expect(await createApiClient({ fetch: f.fn }).post("/x", {}, okSchema)).toEqual({ ok: true });
    expect(f.calls).toHaveLength(2);
  });

  it("retries a POST only once", async () => {
    const f = fakeFetch(() => json({}, 503, "Service Unavailable"));
    await expect(createApiClient({ fetch: f.fn }).post("/x", {}, okSchema)).rejects.toThrow(ApiRequestError);
    expect(f.calls).toHaveLength(2);
  });

  it.each([400, 401, 403, 404, 501])("does not retry a POST on %s", async (status) => {
    const f = fakeFetch(() => json({}, status, "No"));
    await expect(createApiClient({ fetch: f.fn }).post("/x", {}, okSchema)).rejects.toThrow();
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
      .post("/item/by-url", { url: "nope" }, okSchema)
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
      .get("/x", okSchema)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, statusText: "Bad Gateway", serverMessage: undefined });
  });

  it("turns a network failure into an error with status 0", async () => {
    const fn: FetchLike = async () => {
      throw new TypeError("Failed to fetch");
    };
    const err = await createApiClient({ fetch: fn })
      .get("/x", okSchema)
      .catch((e: unknown) => e);
    expect(err).toMatchObject({ method: "GET", url: "/api/be/x", status: 0, statusText: "Failed to fetch" });
  });

  it("rejects a body that does not match the contract", async () => {
    const f = fakeFetch(() => json({ ok: "yes" }));
    await expect(createApiClient({ fetch: f.fn }).get("/x", okSchema)).rejects.toThrow();
  });
});
