import { describe, expect, it } from "vitest";
import { marketText } from "../../i18n/market";
import { sampleItem } from "../../stores/item-sample";
import { marketRowHtml, type RowContext } from "./market-row-html";
import { caliberChoices, tagChoices, toMarketRows } from "./market-rows";

const [row] = toMarketRows({
  a: sampleItem("a", {
    url: "b&t_<x>",
    name: 'Bolts "big" <b>',
    shortName: "B&T",
    width: 1,
    height: 1,
    flea: 30_000,
  }),
});
const ctx = (patch: Partial<RowContext> = {}): RowContext => ({
  t: marketText("en"),
  locale: "en",
  now: Date.now(),
  canFavourite: false,
  favourite: false,
  ...patch,
});
describe("marketRowHtml", () => {
  if (!row) throw new Error("no row");
  it("escapes the item's texts and keeps one row of ten cells", () => {
    const html = marketRowHtml(row, ctx());
    expect(html).not.toContain("<b>");
    expect(html).toContain("Bolts &quot;big&quot; &lt;b&gt;");
    expect(html).toContain(">B&amp;T<");
    expect(html.match(/<td/g)).toHaveLength(10);
    expect(html).toContain('data-uid="a"');
  });
  it("crops the icon as an admin set it, and only then", () => {
    const cropped = { ...row, icon: "https://icons.test/a.webp", crop: "10,0,5,2" };
    expect(marketRowHtml(cropped, ctx())).toContain('style="object-view-box:inset(10% 0% 5% 2%)"');
    expect(marketRowHtml({ ...cropped, crop: null }, ctx())).not.toContain("object-view-box");
  });
  it("marks valuable rows and says when stars need Pro", () => {
    const html = marketRowHtml(row, ctx());
    expect(html).toContain('class="mrow mrow--valuable"');
    expect(html).toContain('class="star star--locked"');
    expect(html).toContain('aria-label="Favourite: Pro status required"');
    expect(marketRowHtml(row, ctx({ canFavourite: true }))).toContain('aria-label="Add to favourites"');
    const on = marketRowHtml(row, ctx({ canFavourite: true, favourite: true }));
    expect(on).toContain('class="star star--on" aria-pressed="true"');
    expect(on).toContain(">★</button>");
  });
  it("uses the Russian name and texts in Russian", () => {
    const ru = { ...row, ruName: "Болты" };
    expect(marketRowHtml(ru, ctx({ t: marketText("ru"), locale: "ru" }))).toContain(
      '<span class="mname__text">Болты</span>',
    );
  });
  it("shows a dash where a price is unknown", () => {
    const html = marketRowHtml({ ...row, flea: null, avg24h: null, perSlot: null }, ctx());
    expect(html).toContain('<td class="c-num">—</td>');
    expect(html).toContain('<td class="c-num c-wide c-age">—</td>');
  });
});

describe("filter choices", () => {
  const rows = toMarketRows({
    a: sampleItem("a", { name: "A", tags: ["Zeta", "Alpha"], caliber: "Caliber9x19" }),
    b: sampleItem("b", { name: "B", tags: ["Alpha"], caliber: null }),
  });
  it("lists each tag once by its shown name and each caliber once", () => {
    expect(tagChoices(rows, (tag) => (tag === "Zeta" ? "Aaa" : tag), "en")).toEqual(["Zeta", "Alpha"]);
    expect(caliberChoices(rows)).toEqual(["Caliber9x19"]);
  });
});
