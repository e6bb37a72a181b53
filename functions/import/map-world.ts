/** Traders and maps → Dataset rows. */
import type { Dataset } from "../db/dataset";
import type { Ctx } from "./context";
import { MAP_ORDER, MAP_SLUGS, TRADER_NAMES, TRADER_ORDER, titleFromNormalized } from "./known-ids";
import { localeNames } from "./locale-names";
import { cleanText } from "./text";

const ORDER: readonly string[] = TRADER_ORDER;

/** Traders: our uid from normalizedName, bsgId kept; traders not in docs/product.md §3 sort after ours. */
export function mapTraders(ctx: Ctx): Dataset["traders"] {
  const list = ctx.up.traders ?? [];
  const ru = localeNames(ctx.up.names, "ru");
  return list.map((t, i) => {
    const uid = ctx.trader(t.id);
    const known = ORDER.indexOf(uid);
    return {
      uid,
      bsgId: t.id,
      name:
        cleanText(t.name) ??
        cleanText(ctx.up.names.traders.get(t.id)) ??
        TRADER_NAMES[uid] ??
        titleFromNormalized(t.normalizedName),
      nameL10n: { ru: ru.trader(t.id) },
      currency: t.currency,
      levels: t.levels,
      sort: known >= 0 ? known + 1 : 100 + i,
    };
  });
}

/** Map variants that share a slug with their main map (the main map's row wins). */
const VARIANTS = new Set(["night-factory", "ground-zero-21", "ground-zero-tutorial"]);

/**
 * Maps: one row per our slug (variants such as Night Factory or Ground Zero 21+ fold into
 * the main map's slug and row). Unknown maps keep their normalizedName as slug and sort
 * after ours.
 */
export function mapMaps(ctx: Ctx): Dataset["maps"] {
  const rows = new Map<string, Dataset["maps"][number]>();
  const order = MAP_ORDER.map(([slug]) => slug);
  const ru = localeNames(ctx.up.names, "ru");
  const names: Record<string, string> = Object.fromEntries(MAP_ORDER);
  const sorted = [...(ctx.up.maps ?? [])].sort(
    (a, b) => Number(VARIANTS.has(a.normalizedName)) - Number(VARIANTS.has(b.normalizedName)),
  );
  sorted.forEach((m, i) => {
    const slug = MAP_SLUGS[m.normalizedName] ?? m.normalizedName;
    if (rows.has(slug)) return;
    const known = order.indexOf(slug);
    rows.set(slug, {
      slug,
      bsgId: m.id,
      name: names[slug] ?? cleanText(m.name) ?? titleFromNormalized(m.normalizedName),
      nameL10n: { ru: ru.map(m.id) },
      raidDuration: m.raidDuration,
      players: m.players,
      sort: known >= 0 ? known + 1 : 100 + i,
    });
  });
  return [...rows.values()];
}
