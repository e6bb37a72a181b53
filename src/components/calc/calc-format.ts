import type { CacheItem } from "../../contracts/cache";
import type { CalcData } from "../../contracts/calc";
import { formatDay, formatDecimal, formatPrice } from "../../domain/format";
import { localName } from "../../domain/local-name";
import { type InputSource, levelText, type NoSource, type OutputSource } from "../../domain/price-resolution";
import { t } from "../../i18n";
import { calcCommonText, fill } from "../../i18n/calc-common";
import { gameName } from "../../i18n/game-names";
import { itemShortName } from "../progression/shown-name";

/** Names of items, traders and stations in the page's language. */
export type Names = {
  /** An item's shown name and page; its short name and icon for the icon tile (null: unknown). */
  item: (uid: string) => { name: string; url: string | null; shortName: string | null; icon: string | null };
  trader: (uid: string) => string;
  station: (uid: string) => string;
  quest: (uid: string) => string;
};

/** What Names gives for an item that the data does not know: its uid, no page, no tile. */
const unknownItem = (uid: string) => ({ name: uid, url: null, shortName: null, icon: null });

export function namesOf(items: Readonly<Record<string, CacheItem>>, data: CalcData, locale: string): Names {
  const ru = locale === "ru";
  const traders = new Map(
    data.traders.map((x) => [x.uid, gameName("trader", x.uid, locale, x.name, x.ruName)]),
  );
  const stations = new Map(
    data.stations.map((x) => [x.uid, gameName("station", x.uid, locale, x.name, x.ruName)]),
  );
  return {
    item: (uid) => {
      const it = items[uid];
      return it
        ? {
            name: localName(it, ru ? "ru" : "en"),
            url: it.url,
            shortName: itemShortName(it, locale),
            icon: it.icon,
          }
        : unknownItem(uid);
    },
    trader: (uid) => traders.get(uid) ?? gameName("trader", uid, locale),
    station: (uid) => stations.get(uid) ?? gameName("station", uid, locale),
    quest: (uid) => {
      const q = data.quests[uid];
      return q ? (ru && q.ruName) || q.name : uid;
    },
  };
}

/** Whole roubles grouped as the page's locale does, or a dash when unknown. */
export const money = (x: number | null | undefined, locale: string) =>
  x === null || x === undefined ? "—" : formatPrice(x, "RUB", locale);

/** Where an input's price comes from, in words. */
export function inputSourceText(source: InputSource | NoSource, names: Names, locale: string): string {
  const s = t(calcCommonText, locale);
  switch (source.kind) {
    case "flea":
      return fill(s.srcFlea, { field: s.srcFleaField[source.field] });
    case "trader": {
      const offer = fill(s.srcTrader, {
        trader: names.trader(source.trader),
        level: levelText(source.level),
      });
      // a trader price carries its own date: the trader lists are older than the flea prices
      return source.observedAt === undefined
        ? offer
        : `${offer}, ${fill(s.asOf, { date: formatDay(source.observedAt, locale) })}`;
    }
    case "barter":
      return fill(s.srcBarter, { trader: names.trader(source.trader), level: source.level });
    case "craft":
      return fill(s.srcCraft, { station: names.station(source.station), level: source.level });
    case "historical":
      return s.srcHistorical;
    case "custom":
      return s.srcCustom;
    case "money":
      return source.trader ? fill(s.srcRate, { trader: names.trader(source.trader) }) : s.srcRoubles;
    case "none":
      return source.reason === "other-mode" ? s.srcOtherMode : s.srcNone;
  }
}

/** Where an output is sold, in words (the flea listing and its fee included). */
export function outputSourceText(source: OutputSource | NoSource, names: Names, locale: string): string {
  // A sale to a trader, at a historical or a custom price reads as the same purchase would.
  if (source.kind !== "flea") return inputSourceText(source, names, locale);
  const s = t(calcCommonText, locale);
  const sale = fill(s.fleaSale, {
    price: formatPrice(source.listPrice, "RUB", locale),
    fee: formatPrice(source.fee, "RUB", locale),
  });
  const field = fill(s.srcFlea, { field: s.srcFleaField[source.field] });
  const extra =
    source.fee === 0
      ? s.noFee
      : source.feeReduction > 0
        ? fill(s.feeReduction, {
            percent: formatDecimal(source.feeReduction * 100, locale),
          })
        : "";
  return [field, sale, extra].filter(Boolean).join("; ");
}

/**
 * Some names looked up in advance, as plain data: the build sends the names of the rows it
 * prerenders with them (namesTable), and the island reads them back (namesFromTable).
 */
export type NamesTable = {
  items: Record<string, ReturnType<Names["item"]>>;
  traders: Record<string, string>;
  stations: Record<string, string>;
  quests: Record<string, string>;
};

/** The names of these uids (each kind of name its own list). */
export function namesTable(
  names: Names,
  uids: { [K in keyof NamesTable]?: Iterable<string | null | undefined> },
): NamesTable {
  const table = <T>(list: Iterable<string | null | undefined> | undefined, name: (uid: string) => T) => {
    const out: Record<string, T> = {};
    for (const uid of list ?? []) if (uid) out[uid] = name(uid);
    return out;
  };
  return {
    items: table(uids.items, names.item),
    traders: table(uids.traders, names.trader),
    stations: table(uids.stations, names.station),
    quests: table(uids.quests, names.quest),
  };
}

/** Names read from a table (an uid it lacks reads as itself). */
export function namesFromTable(table: NamesTable): Names {
  return {
    item: (uid) => table.items[uid] ?? unknownItem(uid),
    trader: (uid) => table.traders[uid] ?? uid,
    station: (uid) => table.stations[uid] ?? uid,
    quest: (uid) => table.quests[uid] ?? uid,
  };
}
