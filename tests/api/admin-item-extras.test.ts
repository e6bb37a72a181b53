import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { DATA_VERSION_KEY } from "../../functions/db/queries/data-version";
import { adminItemSchema, logEntrySchema } from "../../src/contracts/admin";
import { addedItemSchema } from "../../src/contracts/admin-add-item";
import { cacheItemSchema, cacheResponseSchema, expandCacheItem } from "../../src/contracts/cache";
import { decodeColumns } from "../../src/domain/cache-columns";
import { isValidSlug } from "../../src/domain/slug";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { item, seed } from "./game-data.fixtures";
import { countRows, raceAtEdge } from "./races.fixtures";

/**
 * The admin's item images, icon crops, added items and tile palette (docs/product.md §2 /admin/items-images,
 * /admin/cut-edges, /admin/add-item, /admin/palete): edits kept over imports until reverted,
 * audited, and carried by GET /cache or GET /site-settings. Who may call them is the authorization
 * matrix's job.
 */

let admin: { cookie: string; uid: string; email: string };

beforeAll(async () => {
  const email = freshEmail("admin-extras");
  const signed = await signIn(email);
  await setFlags(signed.user.uid, { admin: true, pro: true });
  admin = { cookie: signed.cookie, uid: signed.user.uid, email };
});

const adminCall = (path: string, method = "GET", body?: unknown) =>
  call(`/api/be${path}`, { method, body, cookie: admin.cookie });
const get = async (uid: string) =>
  adminItemSchema.parse(await (await adminCall(`/admin/items/${uid}`)).json());

async function logOf(q: string) {
  const res = await adminCall(`/admin/logs?kind=all&q=${encodeURIComponent(q)}`);
  const { entries } = (await res.json()) as { entries: unknown[] };
  return entries.map((e) => logEntrySchema.parse(e));
}

/** A data version of this file's own, so that the cache is built afresh (the seeds set theirs). */
let ownVersion = 1_000_000_000;

async function cacheItem(uid: string) {
  ownVersion += 1;
  await env.DB.prepare("UPDATE kv SET value = json_object('version', ?) WHERE key = ?")
    .bind(ownVersion, DATA_VERSION_KEY)
    .run();
  const res = await call("/api/be/cache?quests=skip");
  const body = cacheResponseSchema.parse(await res.json());
  return decodeColumns(body.itemsData.fields, body.itemsData.items)
    .map((r) => expandCacheItem(cacheItemSchema.parse(r)))
    .find((i) => i.uid === uid);
}

describe("item images", () => {
  it("are edited with the data's value kept, reach the cache, survive an import and revert", async () => {
    await seed({ items: [item("img-a", { wikiIcon: "https://icons.test/a.webp", wikiImg: null })] });
    const res = await adminCall("/admin/items/img-a", "PUT", {
      icon: "https://icons.test/a-fixed.webp",
      image: "/images/img-a.png",
      gunBuildImg: null,
    });
    expect(res.status).toBe(200);
    const edited = adminItemSchema.parse(await res.json());
    expect(edited).toMatchObject({ icon: "https://icons.test/a-fixed.webp", image: "/images/img-a.png" });
    // gunBuildImg was null already: nothing to keep
    expect(edited.overrides.map((o) => [o.field, o.value, o.upstream])).toEqual([
      ["icon", "https://icons.test/a-fixed.webp", "https://icons.test/a.webp"],
      ["image", "/images/img-a.png", null],
    ]);
    expect((await cacheItem("img-a"))?.icon).toBe("https://icons.test/a-fixed.webp");
    expect((await logOf("img-a"))[0]).toMatchObject({
      action: "item.edit",
      before: { icon: "https://icons.test/a.webp", image: null },
      after: { icon: "https://icons.test/a-fixed.webp", image: "/images/img-a.png" },
    });

    await seed({ items: [item("img-a", { wikiIcon: "https://icons.test/a-new.webp" })] });
    const after = await get("img-a");
    expect(after.icon).toBe("https://icons.test/a-fixed.webp");
    expect(after.overrides.find((o) => o.field === "icon")?.upstream).toBe("https://icons.test/a-new.webp");

    const reverted = adminItemSchema.parse(
      await (await adminCall("/admin/items/img-a/revert", "POST", { fields: ["icon", "image"] })).json(),
    );
    expect(reverted).toMatchObject({ icon: "https://icons.test/a-new.webp", image: null, overrides: [] });
    expect((await cacheItem("img-a"))?.icon).toBe("https://icons.test/a-new.webp");
  });

  it("refuse addresses that are neither https nor on this site, with the reason", async () => {
    await seed({ items: [item("img-bad", { wikiIcon: "https://icons.test/b.webp" })] });
    for (const icon of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:image/png;base64,AAAA",
      "http://icons.test/b.webp",
      "//evil.test/b.webp",
      "/\\evil.test/b.webp",
      "https://icons.test/a b.webp",
      "",
      `https://icons.test/${"x".repeat(500)}`,
    ]) {
      const res = await adminCall("/admin/items/img-bad", "PUT", { icon });
      expect(res.status, icon).toBe(400);
      if (icon.startsWith("javascript")) expect((await errorOf(res)).message).toContain("https://");
    }
    expect((await get("img-bad")).icon).toBe("https://icons.test/b.webp");
  });
});

describe("icon crops", () => {
  it("are stored as an edit, carried by the cache for that item only, survive an import and revert", async () => {
    await seed({ items: [item("crop-a", { wikiIcon: "https://icons.test/c.webp" }), item("crop-b")] });
    const crop = { top: 10, right: 5, bottom: 0, left: 20 };
    const edited = adminItemSchema.parse(
      await (await adminCall("/admin/items/crop-a", "PUT", { iconCrop: crop })).json(),
    );
    expect(edited.iconCrop).toEqual(crop);
    expect((await cacheItem("crop-a"))?.crop).toBe("10,5,0,20");
    expect((await cacheItem("crop-b"))?.crop).toBeNull();
    expect((await logOf("crop-a"))[0]).toMatchObject({ action: "item.edit", before: { iconCrop: null } });

    await seed({ items: [item("crop-a", { wikiIcon: "https://icons.test/c2.webp" })] });
    expect((await get("crop-a")).iconCrop).toEqual(crop);
    expect((await cacheItem("crop-a"))?.crop).toBe("10,5,0,20");

    const reverted = adminItemSchema.parse(
      await (await adminCall("/admin/items/crop-a/revert", "POST", { fields: ["iconCrop"] })).json(),
    );
    expect(reverted.iconCrop).toBeNull();
    expect(reverted.icon).toBe("https://icons.test/c2.webp");
    expect((await cacheItem("crop-a"))?.crop).toBeNull();
  });

  it("refuse crops out of bounds", async () => {
    await seed({ items: [item("crop-bad")] });
    for (const iconCrop of [
      { top: 41, right: 0, bottom: 0, left: 0 },
      { top: -1, right: 0, bottom: 0, left: 0 },
      { top: 1.5, right: 0, bottom: 0, left: 0 },
      { top: 40, right: 0, bottom: 40, left: 0 },
      { top: 1, right: 0, bottom: 0 },
      "inset(1%)",
    ]) {
      expect((await adminCall("/admin/items/crop-bad", "PUT", { iconCrop })).status).toBe(400);
    }
    expect((await get("crop-bad")).overrides).toEqual([]);
  });
});

describe("added items", () => {
  const newItem = (name: string, over: Record<string, unknown> = {}) => ({
    name,
    shortName: "Added",
    category: "Barter item",
    width: 2,
    height: 1,
    basePrice: 12_345,
    tags: ["Barter_items", "Added_tag"],
    icon: "https://icons.test/added.webp",
    ...over,
  });

  it("get a valid page address from any name, or a 400: never a 500, never dots", async () => {
    const names = [
      "..",
      ". .",
      "...",
      "../../etc",
      "%2e%2e",
      "a/b\\c",
      "<script>alert(1)</script>",
      "Ünïcödé Wïdgét",
      "😀😀😀",
      "x".repeat(100),
      "  \t\n  ",
      "Имя предмета",
      "= formula",
      "null",
    ];
    for (const name of names) {
      const res = await adminCall("/admin/added-items", "POST", newItem(name));
      expect([200, 400], name).toContain(res.status);
      if (res.status !== 200) continue;
      const added = addedItemSchema.parse(await res.json());
      expect(isValidSlug(added.url), `${name} → ${added.url}`).toBe(true);
      expect(added.url, name).not.toMatch(/^\.+$/);
    }
    for (const name of ["..", "...", "😀😀😀", "  \t\n  "]) {
      const res = await adminCall("/admin/added-items", "POST", newItem(name));
      expect(res.status, name).toBe(400);
    }
    // an admin's new name for an item leaves its address as it is
    await seed({ items: [item("fuzz-seed")] });
    const edit = await adminCall("/admin/items/fuzz-seed", "PUT", { name: ".." });
    expect([200, 400]).toContain(edit.status);
    expect(await countRows("items", "url = '..'")).toBe(0);
  });

  it("are added once when 30 admins' requests for one name race", async () => {
    await raceAtEdge(
      () => adminCall("/admin/added-items", "POST", newItem("Raced Widget")),
      () => countRows("added_items", "url = ?", "raced_widget"),
      1,
    );
    expect(await countRows("items", "url = ?", "raced_widget")).toBe(1);
  });

  it("are stored with a generated id and url, reach the cache and the item call, survive imports, and delete", async () => {
    await seed({ items: [item("add-seed")] });
    const res = await adminCall("/admin/added-items", "POST", newItem("  Added Test Widget "));
    expect(res.status).toBe(200);
    const added = addedItemSchema.parse(await res.json());
    expect(added).toMatchObject({
      name: "Added Test Widget",
      url: "added_test_widget",
      byEmail: admin.email,
    });
    expect(added.uid).toMatch(/^[0-9a-f]{24}$/);
    expect(await cacheItem(added.uid)).toMatchObject({
      name: "Added Test Widget",
      shortName: "Added",
      category: "Barter item",
      width: 2,
      height: 1,
      tags: ["Barter_items", "Added_tag"],
      icon: "https://icons.test/added.webp",
    });
    const byUrl = await call("/api/be/item/by-url", { body: { url: "added_test_widget" } });
    expect(byUrl.status).toBe(200);
    expect(await byUrl.json()).toMatchObject({ name: "Added Test Widget", basePrice: 12_345 });
    expect((await get(added.uid)).added).toBe(true);
    expect((await logOf(added.uid))[0]).toMatchObject({ action: "item.add", actorEmail: admin.email });
    const tagRows = await env.DB.prepare("SELECT tag FROM item_tags WHERE item_uid = ? ORDER BY tag")
      .bind(added.uid)
      .all<{ tag: string }>();
    expect(tagRows.results.map((r) => r.tag)).toEqual(["Added_tag", "Barter_items"]);

    // an import of items that lacks it leaves it, with an admin's edit of it
    const edit = await adminCall(`/admin/items/${added.uid}`, "PUT", { shortName: "AddedX" });
    expect(adminItemSchema.parse(await edit.json()).shortName).toBe("AddedX");
    await seed({ items: [item("add-seed", { name: "add-seed renamed" })] });
    expect(await cacheItem(added.uid)).toMatchObject({ name: "Added Test Widget", shortName: "AddedX" });
    expect((await get(added.uid)).added).toBe(true);
    const list = (await (await adminCall("/admin/added-items")).json()) as { items: { uid: string }[] };
    expect(list.items.map((i) => i.uid)).toContain(added.uid);

    const del = await adminCall(`/admin/added-items/${added.uid}/delete`, "POST");
    expect(await del.json()).toEqual({ deleted: true });
    expect(await cacheItem(added.uid)).toBeUndefined();
    expect((await adminCall(`/admin/items/${added.uid}`)).status).toBe(404);
    expect((await logOf(added.uid))[0]).toMatchObject({
      action: "item.delete",
      before: { url: "added_test_widget" },
    });
    // once more: nothing left to delete
    expect(await (await adminCall(`/admin/added-items/${added.uid}/delete`, "POST")).json()).toEqual({
      deleted: false,
    });
    await seed({ items: [item("add-seed")] });
    expect(await cacheItem(added.uid)).toBeUndefined();
  });

  it("give way to the data's item once an import carries the same url, and the log says so", async () => {
    const added = addedItemSchema.parse(
      await (await adminCall("/admin/added-items", "POST", newItem("Added Upstream Later"))).json(),
    );
    await seed({
      items: [item("add-upstream", { url: "added_upstream_later", name: "Added Upstream Later" })],
    });
    expect(await cacheItem(added.uid)).toBeUndefined();
    expect(await cacheItem("add-upstream")).toMatchObject({ url: "added_upstream_later" });
    const list = (await (await adminCall("/admin/added-items")).json()) as { items: { uid: string }[] };
    expect(list.items.map((i) => i.uid)).not.toContain(added.uid);
    expect((await logOf(added.uid))[0]).toMatchObject({
      kind: "import",
      action: "item.add.superseded",
      before: { url: "added_upstream_later" },
      after: { uid: "add-upstream", url: "added_upstream_later" },
    });
  });

  it("refuse a duplicate url or name and bad fields, with the reason, adding nothing", async () => {
    await seed({ items: [item("add-dup", { name: "Dup Existing", url: "dup_existing" })] });
    const count = async () =>
      (await env.DB.prepare("SELECT count(*) AS n FROM added_items").first<{ n: number }>())?.n;
    const before = await count();
    const dup = await adminCall("/admin/added-items", "POST", newItem("dup existing"));
    expect(dup.status).toBe(400);
    expect((await errorOf(dup)).message).toContain("dup_existing");
    const dupUrl = await adminCall("/admin/added-items", "POST", newItem("Dup_Existing"));
    expect(dupUrl.status).toBe(400);
    expect((await errorOf(dupUrl)).message).toContain("address dup_existing");
    for (const body of [
      newItem("Bad Icon", { icon: "javascript:alert(1)" }),
      newItem("Bad Size", { width: 0 }),
      newItem("Bad Size", { height: 21 }),
      newItem("Bad Price", { basePrice: -1 }),
      newItem("Bad Tag", { tags: ["a b"] }),
      newItem("x"),
      newItem("Bad Category", { category: "" }),
      { name: "Missing fields" },
    ]) {
      expect((await adminCall("/admin/added-items", "POST", body)).status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);
  });
});

describe("item tile palette", () => {
  const site = async () =>
    ((await (await call("/api/be/site-settings")).json()) as { palette: unknown }).palette;

  it("is saved whole with an audit line, read by every page through site-settings, and emptied back", async () => {
    await seed({ items: [item("pal-a", { category: "Palette test" })] });
    const empty = { default: null, categories: {} };
    const view = (await (await adminCall("/admin/palette")).json()) as {
      palette: unknown;
      categories: string[];
    };
    expect(view.palette).toEqual(empty);
    expect(view.categories).toContain("Palette test");
    const palette = { default: "#102030", categories: { "Palette test": "#AA0000", toString: "#00ff00" } };
    const res = await adminCall("/admin/palette", "PUT", palette);
    expect(res.status).toBe(200);
    const saved = { default: "#102030", categories: { "Palette test": "#aa0000", toString: "#00ff00" } };
    expect(((await res.json()) as { palette: unknown }).palette).toEqual(saved);
    expect(await site()).toEqual(saved);
    expect((await logOf("settings.palette"))[0]).toMatchObject({
      action: "settings.palette",
      actorEmail: admin.email,
      before: empty,
      after: saved,
    });
    // a colour left out is removed
    await adminCall("/admin/palette", "PUT", { default: null, categories: { "Palette test": "#aa0000" } });
    expect(await site()).toEqual({ default: null, categories: { "Palette test": "#aa0000" } });
    await adminCall("/admin/palette", "PUT", empty);
    expect(await site()).toEqual(empty);
  });

  it("refuses colours that are not #rrggbb and categories that could break out of a style rule", async () => {
    const lines = (await logOf("settings.palette")).length;
    for (const body of [
      { default: "red", categories: {} },
      { default: "#12345", categories: {} },
      { default: null, categories: { Ammo: "#12345g" } },
      { default: null, categories: { 'a"]{}': "#123456" } },
      { default: null, categories: { "</style>": "#123456" } },
      { default: null, categories: { "": "#123456" } },
      { default: null, categories: { constructor: "#123456" } },
      {
        default: null,
        categories: Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`C${i}`, "#000000"])),
      },
      { categories: {} },
    ]) {
      const res = await adminCall("/admin/palette", "PUT", body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const bad = await adminCall("/admin/palette", "PUT", { default: "red", categories: {} });
    expect((await errorOf(bad)).message).toContain("six hex digits");
    expect(await logOf("settings.palette")).toHaveLength(lines);
  });
});
