import { beforeAll, describe, expect, it } from "vitest";
import { createDemoDb } from "../../scripts/data/demo-loader";
import { loadCatalog } from "./catalog";
import type { BuildCatalog } from "./types";

let catalog: BuildCatalog;
beforeAll(async () => {
  const { db, client } = await createDemoDb(":memory:", "small", Date.UTC(2026, 10, 1));
  catalog = await loadCatalog(db);
  client.close();
}, 60_000);

describe("loadCatalog (small demo set)", () => {
  it("has every item once, with unique slugs, and says the data is demo data", () => {
    expect(catalog.items.length).toBe(300);
    expect(new Set(catalog.items.map((i) => i.slug)).size).toBe(300);
    expect(catalog.meta.kind).toBe("demo");
    expect(catalog.meta.version).toBeGreaterThan(0);
  });

  it("gives an item its PVP build-time price, trader offers (best sell first) and uses", () => {
    const gpu = catalog.items.find((i) => i.slug === "graphics_card");
    expect(gpu?.price?.flea).toBeGreaterThan(0);
    expect(gpu?.sell.length).toBeGreaterThan(0);
    const sells = gpu?.sell.map((o) => o.price) ?? [];
    expect(sells).toEqual([...sells].sort((a, b) => b - a));
    expect(gpu?.sell.every((o) => o.traderName.length > 0)).toBe(true);
    expect(gpu?.tags.map((t) => t.tag)).toContain("Electronics");
    expect((gpu?.bartersUsing.length ?? 0) + (gpu?.hideout.length ?? 0)).toBeGreaterThan(0);
  });

  it("links both ends of every craft and barter to items that have pages", () => {
    const slugs = new Set(catalog.items.map((i) => i.slug));
    for (const item of catalog.items) {
      for (const r of [
        ...item.craftsMaking,
        ...item.craftsUsing,
        ...item.bartersMaking,
        ...item.bartersUsing,
      ]) {
        for (const ref of [...r.inputs, ...r.outputs]) expect(slugs.has(ref.slug)).toBe(true);
      }
      for (const c of item.craftsMaking) expect(c.outputs.map((o) => o.slug)).toContain(item.slug);
      for (const b of item.bartersUsing) expect(b.inputs.map((o) => o.slug)).toContain(item.slug);
    }
  });

  it("lists each tag's items by name, and only tags with items", () => {
    expect(catalog.tags.length).toBeGreaterThan(10);
    for (const tag of catalog.tags) {
      expect(tag.items.length).toBeGreaterThan(0);
      const names = tag.items.map((i) => i.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });

  it("finds the quests and hideout levels that need items", () => {
    expect(catalog.items.some((i) => i.quests.length > 0)).toBe(true);
    expect(catalog.items.some((i) => i.hideout.length > 0)).toBe(true);
  });
});

describe("loadCatalog with rows that make bad addresses", () => {
  it("gives dots a usable address and leaves a clashing row out instead of failing", async () => {
    const { db, client } = await createDemoDb(":memory:", "small", Date.UTC(2026, 10, 1));
    // url "." and a name of dots; url ".." and the name of another item
    await client.execute(
      "INSERT INTO items (uid, url, name, short_name, name_l10n, desc_l10n, tags, search, updated_at) VALUES ('bad-dots', '.', '..', '..', '{\"ru\":\"\"}', '{\"ru\":\"\"}', '[]', '', 1), ('bad-clash', '..', 'Graphics card', 'GPU', '{\"ru\":\"\"}', '{\"ru\":\"\"}', '[]', '', 1)",
    );
    const warn = console.warn;
    const warnings: string[] = [];
    console.warn = (line: string) => warnings.push(line);
    try {
      const withBad = await loadCatalog(db);
      const slugs = withBad.items.map((i) => i.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
      expect(withBad.items.find((i) => i.uid === "bad-dots")?.slug).toBe("bad-dots");
      expect(withBad.items.some((i) => i.uid === "bad-clash")).toBe(false);
      expect(warnings).toEqual([
        "[build] item bad-clash has no page: its address graphics_card belongs to another item",
      ]);
    } finally {
      console.warn = warn;
      client.close();
    }
  }, 60_000);
});

describe("loadCatalog with an entry no player can have", () => {
  it("keeps its page, marked not in the game, and leaves it out of its tags' lists", async () => {
    const { db, client } = await createDemoDb(":memory:", "small", Date.UTC(2026, 10, 1));
    // a tag of the set (its page lists its items)
    const tag = String((await client.execute("SELECT tag FROM tags ORDER BY tag LIMIT 1")).rows[0]?.tag);
    const row = (uid: string, url: string, types: string) =>
      `('${uid}', '${url}', '${url}', '${url}', '{"ru":""}', '{"ru":""}', '["${tag}"]', '${types}', '', 1)`;
    await client.execute(
      `INSERT INTO items (uid, url, name, short_name, name_l10n, desc_l10n, tags, types, search, updated_at) VALUES ${row("gone-key", "key_3", '["disabled"]')}, ${row("kept-key", "key_4", "[]")}`,
    );
    try {
      const withGone = await loadCatalog(db);
      const page = (uid: string) => withGone.items.find((i) => i.uid === uid);
      expect(page("gone-key")).toMatchObject({ slug: "key_3", inGame: false });
      expect(page("kept-key")).toMatchObject({ slug: "key_4", inGame: true });
      const keyTag = withGone.tags.find((t) => t.tag === tag)?.items.map((i) => i.slug) ?? [];
      expect(keyTag).toContain("key_4");
      expect(keyTag).not.toContain("key_3");
    } finally {
      client.close();
    }
  }, 60_000);
});
