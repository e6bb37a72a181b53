import type { Dataset } from "../../../functions/db/dataset";
import { itemSlug } from "../../../src/domain/slug";
import { generateItems } from "./generated-items";
import { bsgIdOf, createRng, hash32 } from "./prng";
import { AMMO_GROUPS } from "./real-items-ammo";
import { GEAR_GROUPS } from "./real-items-gear";
import { LOOT_GROUPS, type RealGroup } from "./real-items-loot";
import { SUPPLY_GROUPS } from "./real-items-supplies";
import { transliterate } from "./ru";
import { TAG_RU } from "./tag-names";

export type ItemRow = Dataset["items"][number];
/** An item row plus what the price and recipe generators need to know about it. */
export type DemoItem = { row: ItemRow; flea: number; real: boolean };

/** All real item groups, in a fixed order. */
export const REAL_GROUPS: RealGroup[] = [...LOOT_GROUPS, ...SUPPLY_GROUPS, ...AMMO_GROUPS, ...GEAR_GROUPS];

/** How many real rows of each group the small scale keeps (plus any row named in `keep`). */
const SMALL_PER_GROUP = 4;

/**
 * Builds the item rows: real items (all at full scale, a per-group subset at small scale,
 * always including names in `keep`), not-functional copies of some weapons, and invented
 * items up to `total`.
 */
export function buildItems(seed: number, total: number, small: boolean, keep: Set<string>, now: number) {
  const rng = createRng(seed ^ 0x1e35);
  const out: DemoItem[] = [];
  const taken = new Set<string>();
  const uids = new Set<string>();
  const urls = new Set<string>();
  const add = (
    src: Omit<ItemRow, "uid" | "bsgId" | "url" | "search" | "updatedAt">,
    flea: number,
    real: boolean,
  ) => {
    let key = `${src.name}${src.isFunctional === false ? "#nf" : ""}`;
    while (uids.has(bsgIdOf(key).slice(0, 10))) key += "+";
    const uid = bsgIdOf(key).slice(0, 10);
    uids.add(uid);
    const tagRu = src.tags.map((t) => TAG_RU[t] ?? t);
    const search = [src.name, src.shortName, ...src.tags, src.nameL10n.ru, ...tagRu].join(" ").toLowerCase();
    const row: ItemRow = { ...src, uid, bsgId: bsgIdOf(`bsg:${key}`), url: "", search, updatedAt: now };
    row.url = itemSlug(row);
    if (urls.has(row.url)) row.url = `${row.url}_${uid}`;
    urls.add(row.url);
    out.push({ row, flea, real });
  };
  for (const group of REAL_GROUPS) {
    group.rows.forEach(([name, shortName, base, flea, width, height, weight, ru, caliber], index) => {
      if (small && index >= SMALL_PER_GROUP && !keep.has(name)) return;
      taken.add(name);
      const row = {
        name,
        shortName,
        nameL10n: { ru: ru ?? transliterate(name) },
        descL10n: { ru: "" },
        category: group.category,
        caliber: caliber ?? null,
        isFunctional: true,
        tags: group.tags,
        basePrice: base,
        width,
        height,
        weight,
        wikiUrl: `https://escapefromtarkov.fandom.com/wiki/${encodeURIComponent(name.replace(/ /g, "_"))}`,
      };
      add(row, flea, true);
      // Guns without essential parts are sold as separate "not functional" items (docs/product.md §3 slug rule).
      if (group.tags[0] === "Weapon" && hash32(name) % 3 === 0 && (!small || index < 2)) {
        add(
          { ...row, isFunctional: false, basePrice: Math.round(base * 0.6) },
          Math.round(flea * 0.55),
          true,
        );
      }
    });
  }
  for (const gen of generateItems(rng, Math.max(0, total - out.length), taken)) {
    const { fleaPrice, ru, ...rest } = gen;
    add(
      {
        ...rest,
        nameL10n: { ru },
        descL10n: { ru: "" },
        caliber: null,
        isFunctional: true,
        wikiUrl: null,
      },
      fleaPrice,
      false,
    );
  }
  return out;
}

/** Tag rows and item↔tag links for a list of items. */
export function buildTags(items: DemoItem[]): Pick<Dataset, "tags" | "itemTags"> {
  const names = new Set<string>();
  const itemTags: Dataset["itemTags"] = [];
  for (const { row } of items) {
    for (const tag of row.tags) {
      names.add(tag);
      itemTags.push({ tag, itemUid: row.uid });
    }
  }
  const tags = [...names].sort().map((tag) => ({
    tag,
    name: tag.replace(/_/g, " ").replace(/^Caliber/, "Caliber "),
    nameL10n: { ru: TAG_RU[tag] ?? transliterate(tag.replace(/_/g, " ")) },
  }));
  return { tags, itemTags };
}
