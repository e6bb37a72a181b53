import { afterEach, describe, expect, it, vi } from "vitest";
import type { RawEnv } from "../../functions/env";
import { siteSettingsSchema } from "../../src/contracts/site-settings";
import { call } from "./accounts.fixtures";

// How players pay for Pro (/payoneer-about) comes from the Worker's variables only: GET
// /api/be/site-settings carries them as the operator set them, and null where wrangler.toml leaves
// them empty, so the page never shows an address or a price nobody configured.

const payment = async (env?: Partial<RawEnv>) => {
  const res = await call("/api/be/site-settings", { env });
  expect(res.status).toBe(200);
  return siteSettingsSchema.parse(await res.json()).payment;
};

afterEach(() => {
  vi.restoreAllMocks();
});

describe("GET /api/be/site-settings payment", () => {
  it("is all null with the committed configuration", async () => {
    expect(await payment()).toEqual({
      payoneerEmail: null,
      price: null,
      patreonUrl: null,
      contactEmail: null,
    });
  });

  it("carries the values the operator set, without surrounding spaces", async () => {
    expect(
      await payment({
        PAYONEER_EMAIL: " pay@example.test ",
        PRO_PRICE: "5 USD a month",
        PATREON_PAGE_URL: "https://www.patreon.com/example",
        CONTACT_EMAIL: "hello@example.test",
      }),
    ).toEqual({
      payoneerEmail: "pay@example.test",
      price: "5 USD a month",
      patreonUrl: "https://www.patreon.com/example",
      contactEmail: "hello@example.test",
    });
  });

  it("keeps the values that are set and null for the rest", async () => {
    expect(await payment({ PRO_PRICE: "4 EUR", CONTACT_EMAIL: "   " })).toEqual({
      payoneerEmail: null,
      price: "4 EUR",
      patreonUrl: null,
      contactEmail: null,
    });
  });

  it("refuses a Patreon page that is not https and an address that is not one, naming them", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const res = await call("/api/be/site-settings", {
      env: { PATREON_PAGE_URL: "http://www.patreon.com/example", PAYONEER_EMAIL: "not-an-address" },
    });
    expect(res.status).toBe(500);
    const log = errors.mock.calls.map((args) => args.join(" ")).join("\n");
    expect(log).toContain("PATREON_PAGE_URL: must be an absolute https URL");
    expect(log).toContain("PAYONEER_EMAIL: must be an e-mail address");
    expect(log).not.toContain("not-an-address");
  });
});
