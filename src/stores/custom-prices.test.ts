import { afterEach, describe, expect, it } from "vitest";
import { createApiClient, type FetchLike } from "./api";
import {
  $customPriceErrors,
  $customPricesSaving,
  clearCustomPrices,
  configureCustomPrices,
  setCustomPrice,
} from "./custom-prices";
import { json } from "./fake-api";
import { sampleUser } from "./user-sample";
import { $user } from "./user-state";

type Call = { url: string; body: unknown };
function fakeApi(reply: (call: Call) => Response) {
  const calls: Call[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return reply(call);
  };
  configureCustomPrices({ client: createApiClient({ fetch }) });
  return calls;
}

afterEach(() => $user.set(null));

describe("custom prices", () => {
  it("saves a Pro user's buy price and keeps the maps the server answers", async () => {
    $user.set(sampleUser({ pro: true, uid: "u1" }));
    const calls = fakeApi(() => json({ userPricesMap: { bolts: 900 }, userSellPricesMap: { gun: 5 } }));
    const pending = setCustomPrice("bolts", 900, "buy");
    expect($user.get()?.userPricesMap).toEqual({ bolts: 900 });
    expect($customPricesSaving.get()).toBe(true);
    expect(await pending).toBe(true);
    expect(calls).toEqual([
      { url: "/api/be/items/price/set", body: { userUid: "u1", itemUid: "bolts", price: 900, kind: "buy" } },
    ]);
    expect($user.get()).toMatchObject({ userPricesMap: { bolts: 900 }, userSellPricesMap: { gun: 5 } });
    expect($customPricesSaving.get()).toBe(false);
  });

  it("puts the maps back when the call fails", async () => {
    $user.set(sampleUser({ pro: true, userSellPricesMap: { gun: 7 } }));
    fakeApi(() =>
      json(
        {
          error: {
            code: "bad_request",
            message: "At most 500 custom prices",
            key: "limit.customPrices",
            params: { max: 500 },
          },
        },
        400,
      ),
    );
    expect(await setCustomPrice("gun", null, "sell")).toBe(false);
    expect($user.get()?.userSellPricesMap).toEqual({ gun: 7 });
    // the server's words, for the editor of that price to show; a later save clears them
    expect($customPriceErrors.get()["sell:gun"]).toEqual({
      message: "At most 500 custom prices",
      key: "limit.customPrices",
      params: { max: 500 },
    });
    fakeApi(() => json({ userPricesMap: {}, userSellPricesMap: {} }));
    expect(await setCustomPrice("gun", null, "sell")).toBe(true);
    expect($customPriceErrors.get()["sell:gun"]).toBeUndefined();
  });

  it("does nothing for a user without Pro", async () => {
    $user.set(sampleUser({ pro: false }));
    const calls = fakeApi(() => json({}));
    expect(await setCustomPrice("bolts", 1, "buy")).toBe(false);
    expect(await clearCustomPrices()).toBe(false);
    expect(calls).toEqual([]);
  });

  it("clears both maps", async () => {
    $user.set(sampleUser({ pro: true, uid: "u1", userPricesMap: { a: 1 }, userSellPricesMap: { b: 2 } }));
    const calls = fakeApi(() => json({ userPricesMap: {}, userSellPricesMap: {} }));
    expect(await clearCustomPrices()).toBe(true);
    expect(calls[0]).toEqual({ url: "/api/be/items/price/clear", body: { userUid: "u1" } });
    expect($user.get()).toMatchObject({ userPricesMap: {}, userSellPricesMap: {} });
  });
});
