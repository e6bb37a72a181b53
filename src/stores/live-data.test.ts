import { afterEach, describe, expect, it, vi } from "vitest";
import { fetchWeather, fetchWebsiteAlert } from "./live-data";

afterEach(() => vi.unstubAllGlobals());

const respond = (body: unknown, status = 200) =>
  vi.stubGlobal(
    "fetch",
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );

describe("live data through the endpoints' contracts", () => {
  it("reads the weather type and the alert text", async () => {
    respond({ weather: { type: "Rain" } });
    expect(await fetchWeather()).toBe("Rain");
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/be/weather");
    respond({ websiteAlert: { text: "Maintenance" } });
    expect(await fetchWebsiteAlert()).toEqual({ text: "Maintenance" });
    respond({ websiteAlert: { text: "Maintenance", ru: "Техработы" } });
    expect(await fetchWebsiteAlert()).toEqual({ text: "Maintenance", ru: "Техработы" });
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe("/api/be/website-alert");
  });

  it("refuses an unknown weather type, an answer of another shape and a failed request", async () => {
    respond({ weather: { type: "Snowstorm" } });
    await expect(fetchWeather()).rejects.toThrow();
    respond({ alert: "x" });
    await expect(fetchWebsiteAlert()).rejects.toThrow();
    respond({ error: { code: "server_error", message: "Something went wrong" } }, 500);
    await expect(fetchWeather()).rejects.toThrow(/500/);
  });
});
