import { afterEach, describe, expect, it, vi } from "vitest";
import { type CacheItemRow, cacheItemFields } from "../contracts/cache";
import type { User } from "../contracts/user";
import { $cache, resetCache } from "./cache";
import { $canFavourite, $favourites, $priceMode, followPriceMode, toggleFavourite } from "./market";
import { priceModeOf } from "./market-price-mode";
import { $user } from "./user";
import { sampleUser } from "./user-sample";
import { $expectedMode } from "./user-state";

const user = (over: Partial<User>): User => sampleUser(over);

/** A /cache answer with one item whose flea price depends on the asked mode. */
const cacheFetch = vi.fn(async (url: string) => {
  const mode = new URL(url, "http://x").searchParams.get("mode") ?? "pvp";
  const item: CacheItemRow = {
    uid: "=gpu", // as sent: a non-hex id behind "=" (src/domain/compact-id.ts)
    url: null,
    name: "Graphics card",
    shortName: "GPU",
    category: "Electronics",
    caliber: null,
    tags: [],
    width: 2,
    height: 1,
    flea: mode === "pve" ? 300_000 : 420_000,
    avg24h: null,
    avg7d: null,
    change24h: null,
    change7d: null,
    traderPrice: null,
    trader: null,
    updatedAt: 1,
    ruName: null,
    icon: null,
  };
  const columns = cacheItemFields().map((f) => [item[f]]);
  const body = {
    itemsData: { fields: cacheItemFields(), items: columns, hash: `h-${mode}`, needRefresh: true },
    questsData: { fields: [], quests: [], hash: "q", needRefresh: false },
  };
  return new Response(JSON.stringify(body), { headers: { "Content-Type": "application/json" } });
});

afterEach(() => {
  $user.set(null);
  $expectedMode.set(null);
  resetCache();
  vi.unstubAllGlobals();
  cacheFetch.mockClear();
});

describe("price mode", () => {
  it.each([
    [null, "pvp"],
    [user({ gameMode: "PVP" }), "pvp"],
    [user({ gameMode: "PVE" }), "pve"],
  ] as const)("%j → %s", (u, mode) => {
    expect(priceModeOf(u)).toBe(mode);
    $user.set(u);
    expect($priceMode.get()).toBe(mode);
  });

  it("starts in the mode the page expects until the signed-in user is known, then follows the user", () => {
    $expectedMode.set("pve");
    expect($priceMode.get()).toBe("pve");
    // the character's own mode wins over the last page's
    $user.set(user({ gameMode: "PVP" }));
    expect($priceMode.get()).toBe("pvp");
    $user.set(null);
    expect($priceMode.get()).toBe("pve");
    // answered: a visitor (an expired session) prices in PvP
    $expectedMode.set(null);
    expect($priceMode.get()).toBe("pvp");
    expect(priceModeOf(null, "pve")).toBe("pve");
    expect(priceModeOf(user({ gameMode: "PVP" }), "pve")).toBe("pvp");
  });

  it("reloads the cache with the other mode's prices when the character's mode switches", async () => {
    vi.stubGlobal("fetch", cacheFetch);
    const stop = followPriceMode();
    await vi.waitFor(() => expect($cache.get().status).toBe("ready"));
    expect($cache.get().items.gpu?.flea).toBe(420_000);
    $user.set(user({ gameMode: "PVE", pro: true }));
    await vi.waitFor(() => expect($cache.get().mode).toBe("pve"));
    await vi.waitFor(() => expect($cache.get().items.gpu?.flea).toBe(300_000));
    expect(cacheFetch.mock.calls.map(([u]) => new URL(u, "http://x").searchParams.get("mode"))).toEqual([
      "pvp",
      "pve",
    ]);
    stop();
  });
});

describe("favourites (Pro only, docs/product.md §6)", () => {
  it("refuses for anonymous and free users, toggles for Pro", () => {
    expect(toggleFavourite("gpu")).toBe(false);
    $user.set(user({ pro: false }));
    expect($canFavourite.get()).toBe(false);
    expect(toggleFavourite("gpu")).toBe(false);
    expect($favourites.get().has("gpu")).toBe(false);
    $user.set(user({ pro: true }));
    expect(toggleFavourite("gpu")).toBe(true);
    expect($favourites.get().has("gpu")).toBe(true);
    expect($user.get()?.favList).toEqual(["gpu"]);
    expect(toggleFavourite("gpu")).toBe(true);
    expect($favourites.get().has("gpu")).toBe(false);
  });

  it("follows the active character's favList", () => {
    $user.set(user({ pro: true, favList: ["a", "b"] }));
    expect([...$favourites.get()]).toEqual(["a", "b"]);
    $user.set(null);
    expect($favourites.get().size).toBe(0);
  });
});
