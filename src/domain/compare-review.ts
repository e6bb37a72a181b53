/**
 * Reading an upstream row against the stored one, as an admin reviews it before applying it: the
 * differences down to single values ("objectives[2].text"), and the changes that would make the
 * data worse (a name replaced by a game id, a price's currency switched, a needed value emptied).
 */

type Row = Record<string, unknown>;

/** One value that differs, at a readable path inside a row ("objectives[2].text", "level"). */
export type LeafChange = { path: string; before: unknown; after: unknown };

export const RISK_CODES = ["nameToId", "currency", "emptied"] as const;
export type RiskCode = (typeof RISK_CODES)[number];
/** A change that would make the data worse; an apply refuses it unless the admin overrides. */
export type Risk = { code: RiskCode; path: string; before: unknown; after: unknown };

/** The kinds of rows the compare pages review (as their routes name them). */
export type ReviewKind = "crafts" | "barters" | "quests" | "traders-prices" | "guns";

const isObject = (v: unknown): v is Row => v !== null && typeof v === "object" && !Array.isArray(v);

/** JSON with object keys sorted: equal values give equal text whatever their key order. */
export function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(",")}]`;
  if (isObject(v))
    return `{${Object.keys(v)
      .sort()
      .filter((k) => v[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`)
      .join(",")}}`;
  return JSON.stringify(v ?? null);
}

/** An array element's identity, when it has one (an objective's id, a count's item). */
function elementKey(v: unknown): string | undefined {
  if (!isObject(v)) return undefined;
  for (const k of ["id", "uid", "item"]) if (typeof v[k] === "string") return `${k}:${v[k]}`;
  return undefined;
}

/** The keys of both lists when every element has a distinct one; otherwise undefined (match by place). */
function keyed(a: unknown[], b: unknown[]): boolean {
  for (const list of [a, b]) {
    const keys = list.map(elementKey);
    if (keys.some((k) => k === undefined) || new Set(keys).size !== keys.length) return false;
  }
  return true;
}

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
/** A relative path ("", "[2].text", "ru") put under a base path. */
const under = (base: string, rel: string) =>
  rel === "" ? base : rel.startsWith("[") ? `${base}${rel}` : join(base, rel);

function walk(path: string, before: unknown, after: unknown, out: LeafChange[]): void {
  if (canonical(before) === canonical(after)) return;
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(after), ...Object.keys(before)])];
    for (const k of keys) walk(join(path, k), before[k], after[k], out);
    return;
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    if (keyed(before, after)) {
      const old = new Map(before.map((v) => [elementKey(v), v]));
      const kept = new Set<string | undefined>();
      after.forEach((v, i) => {
        const k = elementKey(v);
        kept.add(k);
        walk(`${path}[${i}]`, old.get(k), v, out);
      });
      before.forEach((v, i) => {
        if (!kept.has(elementKey(v))) walk(`${path}[${i}]`, v, undefined, out);
      });
      return;
    }
    for (let i = 0; i < Math.max(before.length, after.length); i += 1)
      walk(`${path}[${i}]`, before[i], after[i], out);
    return;
  }
  out.push({ path, before: before ?? null, after: after ?? null });
}

/** The single values that differ between two values of a field, each at its path under `field`. */
export function leafChanges(field: string, before: unknown, after: unknown): LeafChange[] {
  const out: LeafChange[] = [];
  walk(field, before, after, out);
  return out;
}

/** Every text leaf of a value, by its path relative to the value ("" for a text itself). */
function texts(v: unknown, path = "", out = new Map<string, string>()): Map<string, string> {
  if (typeof v === "string") out.set(path, v);
  else if (Array.isArray(v)) {
    for (const [i, x] of v.entries()) texts(x, `${path}[${i}]`, out);
  } else if (isObject(v)) for (const [k, x] of Object.entries(v)) texts(x, join(path, k), out);
  return out;
}

/** A game id (24 hexadecimal digits) standing in a text. */
const GAME_ID = /\b[0-9a-f]{24}\b/gi;
/** Properties that hold words a player reads, not ids. */
const TEXT_KEY =
  /(^|\.)(name|shortName|text|textRu|description|label)$|(^|\.)(nameL10n|descL10n|shortNameL10n)\./;
const lastKey = (path: string) => path.replace(/\[\d+\]/g, "");

/** Values each kind of row cannot do without; 0 counts as empty where the data means "unknown" by it. */
const REQUIRED: Record<ReviewKind, readonly string[]> = {
  quests: ["name", "trader", "objectives"],
  crafts: ["stationUid", "duration", "inputs", "outputs"],
  barters: ["trader", "inputs", "outputs"],
  "traders-prices": ["price", "priceCur", "currency", "level"],
  guns: ["caliber"],
};

const isEmpty = (v: unknown) =>
  v === null ||
  v === undefined ||
  v === "" ||
  v === 0 ||
  (Array.isArray(v) && v.length === 0) ||
  (isObject(v) && Object.keys(v).length === 0);

/**
 * What applying `after` over `before` (undefined: a row the file adds) would make worse:
 * - nameToId: a text a player reads now holds a game id it did not hold;
 * - currency: a trader price changes its currency (a rouble-only source cannot say the amount in dollars or euros);
 * - emptied: a text goes empty, or a value the row needs (REQUIRED) is emptied.
 * A removed row carries no risk of these kinds (its removal is shown as such).
 */
export function rowRisks(kind: ReviewKind, before: Row | undefined, after: Row | undefined): Risk[] {
  if (!after) return [];
  const risks: Risk[] = [];
  const changes = before ? Object.keys(after).flatMap((k) => leafChanges(k, before[k], after[k])) : [];
  const added = before ? [] : Object.keys(after).map((k) => ({ path: k, before: null, after: after[k] }));
  for (const c of [...changes, ...added]) {
    const old = texts(c.before);
    for (const [rel, text] of texts(c.after)) {
      const path = under(c.path, rel);
      if (!TEXT_KEY.test(lastKey(path))) continue;
      const ids = text.match(GAME_ID) ?? [];
      const was = old.get(rel) ?? "";
      if (ids.some((id) => !was.includes(id)))
        risks.push({ code: "nameToId", path, before: was, after: text });
    }
    if (c.after === null && c.before !== null && /\[\d+\]$/.test(c.path)) continue; // an element dropped
    const now = texts(c.after);
    for (const [rel, text] of old) {
      const path = under(c.path, rel);
      if (text.trim() !== "" && !now.get(rel)?.trim())
        risks.push({ code: "emptied", path, before: text, after: now.get(rel) ?? null });
    }
  }
  if (before) {
    if (kind === "traders-prices" && before.currency !== after.currency)
      risks.push({ code: "currency", path: "currency", before: before.currency, after: after.currency });
    for (const field of REQUIRED[kind])
      if (!isEmpty(before[field]) && isEmpty(after[field]) && !risks.some((r) => r.path === field))
        risks.push({ code: "emptied", path: field, before: before[field], after: after[field] ?? null });
  }
  return risks;
}
