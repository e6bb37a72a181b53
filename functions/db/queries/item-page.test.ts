import { beforeAll, describe, expect, it } from "vitest";
import { createDemoDb } from "../../../scripts/data/demo-loader";
import { loadCatalog } from "../../../src/build-data/catalog";
import type { BuildCatalog } from "../../../src/build-data/types";
import { itemPageFrom } from "./item-page";

/**
 * The Worker's page of one item (for an item added after the build) says exactly what the build's
 * page of the same item says: the same data, read with a dozen narrow queries instead of whole tables.
 */
let catalog: BuildCatalog;
let db: Awaited<ReturnType<typeof createDemoDb>>["db"];
beforeAll(async () => {
  ({ db } = await createDemoDb(":memory:", "small", Date.UTC(2026, 10, 1)));
  catalog = await loadCatalog(db);
}, 60_000);

describe("itemPageFrom", () => {
  it("gives every item the page data the build gives it", async () => {
    expect(catalog.items.length).toBeGreaterThan(100);
    for (const item of catalog.items) {
      const page = await itemPageFrom(db, item.slug);
      expect(page?.item, item.slug).toEqual(item);
      expect(page?.meta).toEqual(catalog.meta);
    }
    // the sample holds items with every kind of relation, so the narrow queries were tried
    const related = catalog.items.filter(
      (i) => i.craftsUsing.length && i.bartersUsing.length && i.quests.length + i.hideout.length > 0,
    );
    expect(related.length).toBeGreaterThan(0);
  }, 60_000);

  it("finds an item at its address only, and nothing where no item is", async () => {
    const gpu = catalog.items.find((i) => i.slug === "graphics_card");
    expect((await itemPageFrom(db, "graphics_card"))?.item.uid).toBe(gpu?.uid);
    // its id is no second address of it
    expect(await itemPageFrom(db, gpu?.uid ?? "")).toBeNull();
    expect(await itemPageFrom(db, "no_such_item")).toBeNull();
    expect(await itemPageFrom(db, "")).toBeNull();
  });
});
