import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { caliberName } from "../../src/domain/caliber";
import { PAGE_ROUTES } from "./support/pages";
import { expect, test } from "./support/test";

// Russian pages speak Russian: every page type, read as a Russian reader sees it (the text on the
// page plus the placeholders, titles and labels of its controls, options of closed selects too),
// holds no English word. Names the data gives only in English may stay: items and quests whose
// Russian name in the served snapshot (data/snapshot, what scripts/serve-e2e.mjs loads) is empty
// keep their English name and short name, an English one where a Russian one exists fails; the
// game's Russian names themselves may hold Latin words ("Мультитул Leatherman", "GPU"); calibers
// keep the name the ammunition gives them
// (".338 Lapua Magnum"), and map area labels and extraction names keep the map data's English. They are told apart by exact match: each such name is removed from the
// text where it stands as a whole (not inside a longer word) before the check, so an English label
// that merely shares a word with an item name is still caught. What remains passes only when it is
// a name Russian players read in Latin letters too (ALLOWED) or a word in capitals (PVP, FIR).

type Table = { columns: string[]; rows: unknown[][] };
const table = (name: string): Record<string, unknown>[] => {
  const t = JSON.parse(gunzipSync(readFileSync(`data/snapshot/${name}.json.gz`)).toString()) as Table;
  return t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])));
};
const noRussian = (row: Record<string, unknown>) => !(row.nameL10n as { ru?: string }).ru;

const items = table("items");
/** Map area labels, extraction, boss, place and switch names: the map data has them in English only. */
const geometry = JSON.parse(gunzipSync(readFileSync("data/snapshot/map-geometry.json.gz")).toString()) as {
  maps: Record<
    string,
    {
      labels: { text: string }[];
      extracts: { name: string }[];
      bosses: { name: string; places: { name: string }[] }[];
      switches: string[];
    }
  >;
};
const mapNames = Object.values(geometry.maps).flatMap((m) => [
  ...m.labels.map((l) => l.text),
  ...m.extracts.map((e) => e.name),
  ...m.bosses.flatMap((b) => [b.name, ...b.places.map((p) => p.name)]),
  ...m.switches,
]);
/** English names the data has no Russian for, longest first (so a name inside another goes second). */
const ruName = (row: Record<string, unknown>) => (row.nameL10n as { ru?: string }).ru ?? "";
const DATA_NAMES = [
  ...new Set([
    ...items.filter(noRussian).map((i) => String(i.name)),
    ...items.filter((i) => !(i.shortNameL10n as { ru?: string } | null)?.ru).map((i) => String(i.shortName)),
    ...table("quests")
      .filter(noRussian)
      .map((q) => String(q.name)),
    // the game's Russian names, some with Latin words in them
    ...["items", "quests", "traders", "hideoutStations", "maps"].flatMap((t) => table(t).map(ruName)),
    ...items.map((i) => (i.shortNameL10n as { ru?: string } | null)?.ru ?? ""),
    ...items.flatMap((i) => (typeof i.caliber === "string" ? [caliberName(i.caliber)] : [])),
    ...mapNames,
    // weapon presets are named in English only
    ...table("presets").map((p) => String(p.name)),
  ]),
]
  .filter((n) => /[A-Za-z]/.test(n))
  .sort((a, b) => b.length - a.length);
/** Any of those names standing alone: not preceded or followed by a letter or digit. */
const DATA_NAME = new RegExp(
  `(?<![\\p{L}\\d])(?:${DATA_NAMES.map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})(?![\\p{L}\\d])`,
  "gu",
);

/**
 * Latin words Russian players read as they are: the game's and the site's names (the Pilot helper
 * too), game modes and the Pro tier, and the services one signs in or chats with. Words in capitals (PVP, FIR, BTC) pass too.
 */
const ALLOWED = new Set(
  [
    "Escape",
    "from",
    "Tarkov",
    "Battlestate",
    "Games",
    "Companion",
    "PvP",
    "PvE",
    "Pro",
    "Discord",
    "Patreon",
    "Twitch",
    "Nightbot",
    "StreamElements",
    "Moobot",
    "Pilot",
    "TarkovPilot",
    "TarkovTracker",
    "tarkov-market",
    "Google",
  ].map((w) => w.toLowerCase()),
);

/** Everything a reader sees: visible text, and the texts of controls shown on hover or when empty. */
function readerText(page: Page): Promise<string> {
  return page.evaluate(() => {
    // commands and keys to copy are marked translate="no": they are not text to translate; text
    // marked lang="en" is an English name given beside the Russian one on purpose
    const code = [...document.querySelectorAll<HTMLElement>('[translate="no"], [lang="en"]')];
    for (const el of code) el.style.display = "none";
    // biome-ignore lint/performance/useDomNodeTextContent: the laid-out text, without hidden elements
    const parts = [document.title, document.body.innerText];
    for (const el of code) el.style.display = "";
    for (const el of document.querySelectorAll<HTMLElement>("[placeholder],[title],[aria-label],img[alt]")) {
      for (const a of ["placeholder", "title", "aria-label", "alt"]) {
        const v = el.getAttribute(a);
        if (v) parts.push(v);
      }
    }
    for (const o of document.querySelectorAll("option")) parts.push(o.textContent ?? "");
    return parts.join("\n");
  });
}

/** The English words left after the data's English-only names are taken out. */
function englishWords(text: string): string[] {
  const rest = text.replace(DATA_NAME, " ");
  // a word of Latin letters, or a number with an English unit glued on ("7d", "12h", "3kg")
  const words = rest.match(/(?<![\w.])\d+[a-z]+\b|[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return words.filter((w) => !ALLOWED.has(w.toLowerCase()) && !/^[A-Z][A-Z\d]*$/.test(w));
}

test("the English-only names that may stay are the snapshot's items, quests and calibers", () => {
  // the English names and short names of the 943 items and 15 quests without Russian ones, and
  // the Russian names and short names that hold Latin letters
  expect(DATA_NAMES.length).toBeGreaterThan(3_000);
  // an item with a Russian name may not show its English one: LEDX's is not among them
  expect(DATA_NAMES).not.toContain("LEDX Skin Transilluminator");
});

for (const path of PAGE_ROUTES) {
  test(`in Russian ${path} shows no English word but the data's English-only names`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    // islands render after their data arrives; the page's language is Russian
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const text = await readerText(page);
    const words = [...new Set(englishWords(text))];
    // each word with a little of its line, so a failure says where it stands
    const where = words.map((w) => {
      const line = text.split("\n").find((l) => l.includes(w)) ?? "";
      return `${w} ‹${line.slice(0, 60)}›`;
    });
    expect(where.join("\n"), `English words on /ru${path}`).toBe("");
    // one glossary, the game's: quests are «задания», never «квесты»
    expect(text.match(/квест[а-яё]*/gi) ?? [], `«квест» on /ru${path}`).toEqual([]);
  });
}
