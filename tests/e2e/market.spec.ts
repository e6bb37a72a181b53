import type { Page } from "@playwright/test";
import { expectAccessible } from "./support/axe";
import { holdRequests } from "./support/hold";
import { shownBrokenImages } from "./support/images";
import { expect, test } from "./support/test";

// Runs against the real-data snapshot that scripts/serve-e2e.mjs loads and builds from. The market,
// item and tag pages are scanned by axe (no violation of any impact) in the tests that load them.

const waitForRows = async (page: Page) => {
  await expect(page.getByTestId("market-status")).toContainText(/\d+ of \d+ items/);
};

/** Something the test holds back (a response, the page's reading) until it lets it go. */
const hold = () => {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { held, release };
};

test("market search finds an item by part of its name, even misspelt, and opens its page with a 7-day chart; both pass axe", async ({
  page,
}) => {
  await page.goto("/market");
  await waitForRows(page);
  await expectAccessible(page, "/market", "any");
  // real prices, dated; no demo badge
  await expect(page.getByTestId("prices-as-of")).toHaveText("24 h averages, prices as of 22 Aug 2026");
  await expect(page.getByTestId("demo-badge")).toHaveCount(0);
  const search = page.getByRole("searchbox", { name: "Search items" });
  await search.pressSequentially("grafics car");
  const link = page.getByRole("link", { name: "Graphics card", exact: true });
  await expect(link).toBeVisible();
  await search.fill("");
  await search.pressSequentially("graphics card");
  // the graphics card and the package of graphics cards
  await expect(page.locator("tbody tr.mrow")).toHaveCount(2);
  await link.click();
  await expect(page).toHaveURL(/\/item\/graphics_card$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Graphics card");
  const chart = page.getByTestId("price-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  await expectAccessible(page, "/item/graphics_card", "any");
  // the snapshot's history is its real daily series: the 7 days up to the last one (22 Aug 2026)
  const points = Number(await chart.getAttribute("data-points"));
  const last = Number(await chart.getAttribute("data-last"));
  expect(points).toBeGreaterThanOrEqual(7);
  expect(new Date(last).toISOString().slice(0, 10)).toBe("2026-08-22");
  await expect(page.getByTestId("history-note")).toHaveText(
    "Real observations only: the history grows with every import.",
  );
  // the fresh price replaced the build-time one
  await expect(page.locator(".item-price")).toHaveAttribute("data-live", "pvp");
});

test("a free visitor choosing 1y sees Pro status required; the API answers 403", async ({ page }) => {
  await page.goto("/item/graphics_card");
  await expect(page.getByTestId("price-chart").locator("canvas")).toBeVisible();
  const answer = page.waitForResponse((r) => r.url().includes("/history?range=1y"));
  await page.getByRole("button", { name: "1y", exact: true }).click();
  expect((await answer).status()).toBe(403);
  await expect(page.getByRole("alert")).toHaveText("Pro status required");
  await expect(page.getByTestId("price-chart").locator("canvas")).toHaveCount(0);
});

test("an unknown item answers the 404 page with status 404", async ({ page }) => {
  const res = await page.goto("/item/does-not-exist");
  expect(res?.status()).toBe(404);
  await expect(page.getByText("Page not found")).toBeVisible();
});

test("a tag page lists the items of that tag, linking to their pages; it passes axe", async ({ page }) => {
  await page.goto("/tag/Electronics");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Electronics");
  const items = page.getByTestId("tag-items").getByRole("link");
  expect(await items.count()).toBeGreaterThan(2);
  await expectAccessible(page, "/tag/Electronics", "any");
  // each item with its icon over the short-name tile, at a reserved size (the data's icon address)
  const gpu = page
    .getByTestId("tag-items")
    .locator("li", { has: page.getByRole("link", { name: "Graphics card" }) });
  await expect(gpu.locator(".item-icon")).toHaveCSS("width", "32px");
  await expect(gpu.locator(".item-icon img")).toHaveAttribute("src", /57347ca924597744596b4e71-icon/);
  await expect(gpu.locator(".item-icon__text")).toHaveText("GPU");
  // the test browser resolves no outside host: the icon cannot load and the tile shows, not a broken image
  await expect(gpu.locator(".item-icon img")).toBeHidden();
  await page.getByTestId("tag-items").getByRole("link", { name: "Graphics card" }).click();
  await expect(page).toHaveURL(/\/item\/graphics_card$/);
  await expect(page.locator(".item-tags")).toContainText("Electronics");
});

test("item pages carry title, description, canonical and OpenGraph tags; the sitemap lists them", async ({
  page,
  request,
}) => {
  await page.goto("/item/graphics_card");
  await expect(page).toHaveTitle(/Graphics card/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Graphics card \(GPU\)/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/item\/graphics_card$/);
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Graphics card/);
  const sitemap = await (await request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/item/graphics_card</loc>");
  expect(sitemap).toContain("/tag/Electronics</loc>");
});

test("the table keeps few rows in the DOM and follows scrolling; sorting by flea puts the dearest first", async ({
  page,
}) => {
  await page.goto("/market");
  await waitForRows(page);
  const rows = page.locator("tbody tr.mrow");
  expect(await rows.count()).toBeLessThan(60);
  const firstName = await rows.first().locator(".mname__text").textContent();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect(rows.last()).toBeInViewport();
  await expect(rows.first().locator(".mname__text")).not.toHaveText(firstName ?? "");
  expect(await rows.count()).toBeLessThan(60);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole("button", { name: "Flea", exact: true }).click();
  const prices = await rows.locator("td:nth-child(3)").allTextContents();
  const values = prices.slice(0, 5).map((p) => Number(p.replace(/\D/g, "")));
  expect(values).toEqual([...values].sort((a, b) => b - a));
});

test("a click anywhere in a numeric header cell sorts; unpriced rows stay last both ways", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/market?q=blackout");
  await waitForRows(page);
  const th = page.locator('th[data-sort="flea"]');
  const box = await th.boundingBox();
  if (!box) throw new Error("no Flea header");
  const flea = () => page.locator("tbody tr.mrow td:nth-child(3)").allTextContents();
  // the cell's left edge, away from its right-aligned text
  await page.mouse.click(box.x + 3, box.y + box.height / 2);
  await expect(th).toHaveAttribute("aria-sort", "descending");
  for (const order of ["descending", "ascending"]) {
    const cells = await flea();
    const priced = cells.findIndex((c) => c.trim() === "—");
    expect(priced, `${order}: some rows are unpriced`).toBeGreaterThan(0);
    expect(
      cells.slice(priced).every((c) => c.trim() === "—"),
      `${order}: unpriced rows last`,
    ).toBe(true);
    if (order === "descending") {
      await page.mouse.click(box.x + box.width - 3, box.y + 3);
      await expect(th).toHaveAttribute("aria-sort", "ascending");
    }
  }
});

test("an item without a flea price says why: not sold where the data bans it, else no price in this data", async ({
  page,
}) => {
  // the data marks the secure container noFlea; the key is only unpriced in this snapshot
  await page.goto("/item/secure_container_alpha");
  await expect(page.getByTestId("item-flea")).toHaveText("not sold on the flea market");
  await page.goto("/item/pistol_case_key");
  await expect(page.getByTestId("item-flea")).toHaveText("no flea price in this data");
});

test("entries no player can have stay out of the market and its search; their own page says so", async ({
  page,
  context,
  baseURL,
}) => {
  // the snapshot marks 24 entries "disabled"; by name, "!!!DO NOT USE!!!40x46 mm M716(Smoke)" came first
  await page.goto("/market");
  const names = page.locator("tbody tr.mrow .mname__text");
  await expect(names.first()).toBeVisible();
  await expect(names.first()).not.toContainText("DO NOT USE");
  await waitForRows(page);
  await expect(names.first()).not.toContainText("DO NOT USE");
  await page.getByRole("searchbox", { name: "Search items" }).fill("junk");
  await expect(names.first()).toContainText(/junk box/i);
  await expect(names.filter({ hasText: "DEVELOPER" })).toHaveCount(0);
  await page.goto("/item/key_3");
  await expect(page.locator(".item-not-in-game")).toContainText("Not in the game");
  // no price block nor chart: there is no price to show
  await expect(page.locator("[data-item-price]")).toHaveCount(0);
  await expect(page.locator("[data-chart]")).toHaveCount(0);
  // kept out of search engines: no sitemap entry, and a noindex mark
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const sitemap = await (await page.request.get("/sitemap.xml")).text();
  expect(sitemap).toContain("/item/graphics_card</loc>");
  expect(sitemap).not.toContain("/item/key_3</loc>");
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/item/key_3");
  await expect(page.locator(".item-not-in-game")).toContainText("Нет в игре");
  // an item players have carries no such line
  await page.goto("/item/graphics_card");
  await expect(page.locator("h1")).toBeVisible();
  await expect(page.locator(".item-not-in-game")).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await expect(page.locator("[data-item-price]")).toHaveCount(1);
});

test("stars tell non-Pro visitors that favourites need Pro", async ({ page }) => {
  await page.goto("/market");
  await waitForRows(page);
  await page
    .getByRole("button", { name: /Favourite: Pro status required/ })
    .first()
    .click();
  await expect(page.getByRole("alert")).toContainText("Pro status required");
});

test("PVE never borrows PVP prices through the API the islands use; the cache is per mode", async ({
  request,
}) => {
  const prices = async (url: string, mode: string) => {
    const res = await request.post("/api/be/item/by-url", { data: { url, mode } });
    expect(res.status()).toBe(200);
    return (await res.json()).prices as { flea: number } | null;
  };
  // each mode has its own price of the graphics card
  const pvp = (await prices("graphics_card", "pvp"))?.flea ?? 0;
  const pve = (await prices("graphics_card", "pve"))?.flea ?? 0;
  expect(pvp).toBeGreaterThan(0);
  expect(pve).toBeGreaterThan(0);
  expect(pve).not.toBe(pvp);
  // an item priced in PvP only has no PvE price, rather than a copy of PvP's
  expect((await prices("m9a3_thread_protector", "pvp"))?.flea).toBeGreaterThan(0);
  expect(await prices("m9a3_thread_protector", "pve")).toBeNull();
  const cache = async (mode: string) =>
    (await (await request.get(`/api/be/cache?mode=${mode}`)).json()).itemsData.hash;
  expect(await cache("pve")).not.toBe(await cache("pvp"));
});

test("the items list is fetched and decoded in a worker, kept in storage, and only checked again on the next visit", async ({
  page,
}) => {
  const cacheAsks: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/be/cache")) cacheAsks.push(r.url());
  });
  const pageFetches = () =>
    page.evaluate(
      () => performance.getEntriesByType("resource").filter((e) => e.name.includes("/api/be/cache")).length,
    );
  // kept gzipped, a byte per character after its mark (src/stores/cache-load.ts)
  const stored = () =>
    page.evaluate(async () => {
      const text = localStorage.getItem("tm_cache_items_v2_pvp");
      if (!text?.startsWith("gz1:")) return null;
      const bytes = Uint8Array.from(text.slice(4), (c) => c.charCodeAt(0));
      const body = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("gzip"));
      const list = JSON.parse(await new Response(body).text()) as { hash: string; columns: unknown[][] };
      return { ...list, length: text.length };
    });
  await page.goto("/market");
  await waitForRows(page);
  // the page's own thread made no request for the list: the worker did
  expect(cacheAsks).toHaveLength(1);
  expect(await pageFetches()).toBe(0);
  await expect.poll(async () => (await stored())?.hash ?? "").not.toBe("");
  const kept = await stored();
  expect(kept?.columns.length).toBeGreaterThan(5);
  // a fifth or less of the list's JSON
  expect(kept?.length).toBeLessThan(JSON.stringify(kept?.columns).length / 4);
  // the next visit sends the kept list's hash; the rows come from storage
  await page.reload();
  await waitForRows(page);
  expect(cacheAsks).toHaveLength(2);
  expect(new URL(cacheAsks[1] ?? "").searchParams.get("itemsHash")).toBe(kept?.hash);
  await expect(page.getByTestId("market-status")).toContainText(/\d+ of \d+ items/);
});

test("in Russian the item page speaks Russian", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/item/graphics_card");
  // the game's Russian name in the title and heading, the English one beside it; the prices' date in Russian
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Видеокарта");
  await expect(page).toHaveTitle(/Видеокарта/);
  await expect(page.locator('p[lang="en"]')).toHaveText("Graphics card");
  await expect(page.getByTestId("prices-as-of")).toHaveText("средние за 24 ч, цены на 22 авг 2026");
  for (const text of ["Короткое имя", "Вес", "Базовая цена", "История цены"]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(page.getByText(/\d кг$/).first()).toBeVisible();
  // categories and tags in Russian (the game's names), linking to the Russian tag pages
  await expect(page.locator(".item-cat").getByRole("link", { name: "Электроника" })).toHaveAttribute(
    "href",
    /^\/ru\/tag\/Electronics$/,
  );
  await expect(page.locator(".item-tags").getByRole("link", { name: "Бартерные предметы" })).toBeVisible();
  await page.goto("/tag/Electronics");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Электроника");
  await expect(
    page.getByTestId("tag-items").getByRole("link", { name: "Видеокарта", exact: true }),
  ).toBeVisible();
  await expect(page.getByTestId("prices-as-of")).toHaveText("средние за 24 ч, цены на 22 авг 2026");
  await page.goto("/market");
  await expect(
    page
      .getByRole("combobox", { name: "Категория или тег" })
      .getByRole("option", { name: "Патроны", exact: true }),
  ).toHaveCount(1);
});

test("the caliber filter names calibers as the ammunition does and keeps only that caliber", async ({
  page,
}) => {
  await page.goto("/market");
  await waitForRows(page);
  const caliber = page.getByRole("combobox", { name: "Caliber" });
  await expect(caliber.getByRole("option", { name: ".338 Lapua Magnum", exact: true })).toHaveCount(1);
  await caliber.selectOption({ label: ".338 Lapua Magnum" });
  await expect(page.getByTestId("market-status")).not.toContainText(" 300 of 300 ");
  const rows = await page.locator("tbody tr").allTextContents();
  expect(rows.length).toBeGreaterThan(0);
  for (const row of rows) expect(row).toMatch(/\.338/);
});

test("search ranks the exact short name first, lives in the address and survives a reload", async ({
  page,
}) => {
  await page.goto("/market");
  await waitForRows(page);
  const search = page.getByRole("searchbox", { name: "Search items" });
  await search.pressSequentially("gpu");
  const names = page.locator("tbody tr.mrow .mname__text");
  // "GPU" is the graphics card's short name; Magpul parts only contain the letters
  await expect(names.first()).toHaveText("Graphics card");
  await expect(page.getByTestId("market-status")).toContainText("by relevance");
  await expect(page).toHaveURL(/\/market\?q=gpu$/);
  await page.getByRole("button", { name: "Flea", exact: true }).click();
  await expect(page).toHaveURL(/\/market\?q=gpu&sort=flea&desc=1$/);
  await expect(page.getByTestId("market-status")).not.toContainText("by relevance");
  await page.reload();
  await waitForRows(page);
  await expect(search).toHaveValue("gpu");
  await expect(page.getByRole("columnheader", { name: /Flea/ })).toHaveAttribute("aria-sort", "descending");
});

test("in Russian the market finds items by their Russian names, in the wrong layout and spelt in Cyrillic", async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/market");
  await expect(page.getByTestId("market-status")).toContainText(/\d[\d\s]* из \d[\d\s]* предметов/);
  const search = page.getByRole("searchbox", { name: "Поиск предметов" });
  const first = page.locator("tbody tr.mrow .mname__text").first();
  const cases: [string, string][] = [
    ["бит", "Монета Биткоина"],
    ["видеокарта", "Видеокарта"],
    // LEDX spelt in Cyrillic, and «ледкс» typed with the English layout on
    ["ледкс", "Светодиодный трансиллюминатор кожи LEDX"],
    ["ktlrc", "Светодиодный трансиллюминатор кожи LEDX"],
  ];
  for (const [query, name] of cases) {
    await search.fill(query);
    await expect(first, query).toHaveText(name);
  }
});

test("empty results say what to do, and the button clears search and filters", async ({ page }) => {
  await page.goto("/market?q=zzqqxx");
  await waitForRows(page);
  await expect(page.locator(".market__empty")).toContainText("No item matches “zzqqxx”");
  await page.getByRole("button", { name: "Clear search and filters" }).click();
  await expect(page.getByRole("searchbox", { name: "Search items" })).toHaveValue("");
  await expect(page).toHaveURL(/\/market$/);
  await page.getByLabel("Favourites only").check();
  await expect(page.locator(".market__empty")).toHaveText(/No favourites yet/);
});

test("the column titles stay in view while the rows scroll", async ({ page }) => {
  await page.goto("/market");
  await waitForRows(page);
  await page.evaluate(() => window.scrollTo(0, 3000));
  const header = page.getByRole("columnheader", { name: /Flea/ });
  await expect(header).toBeInViewport();
});

test("market rows show the item's icon, and its short name where the icon cannot load", async ({ page }) => {
  // one icon host answers (a 1×1 PNG), every other address fails as it does offline
  const png = Buffer.from(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
    "base64",
  );
  await page.route(/57347ca924597744596b4e71-icon/, (route) =>
    route.fulfill({ status: 200, contentType: "image/png", body: png }),
  );
  await page.goto("/market?q=gpu");
  await waitForRows(page);
  const card = page.locator("tbody tr.mrow").first();
  await expect(card.locator(".mname__text")).toHaveText("Graphics card");
  const icon = card.locator(".micon img");
  await expect(icon).toHaveAttribute("src", /57347ca924597744596b4e71-icon/);
  await expect(icon).toBeVisible();
  await expect(icon).toHaveAttribute("width", "36");
  // another row's icon fails: the short-name tile stays, the image hides
  const other = page.locator("tbody tr.mrow").nth(1).locator(".micon");
  await expect(other.locator("img")).toBeHidden();
  await expect(other).not.toHaveText("");
});

test("the market downloads the items only, not the quests", async ({ page }) => {
  const cacheCalls: string[] = [];
  page.on("request", (req) => {
    if (req.url().includes("/api/be/cache")) cacheCalls.push(req.url());
  });
  await page.goto("/market");
  await waitForRows(page);
  expect(cacheCalls.length).toBeGreaterThan(0);
  for (const url of cacheCalls) expect(new URL(url).searchParams.get("quests")).toBe("skip");
});

test("the market checks and expands its items in a Web Worker, and the page gets every one of them", async ({
  page,
}) => {
  const workers: string[] = [];
  page.on("worker", (w) => workers.push(w.url()));
  const warnings: string[] = [];
  page.on("console", (m) => {
    if (m.text().includes("data worker")) warnings.push(m.text());
  });
  await page.goto("/market");
  await waitForRows(page);
  expect(workers.some((url) => /\/_astro\/data-worker-script[^/]*\.js$/.test(url))).toBe(true);
  expect(warnings).toEqual([]);
  // decoded there, the items arrive whole: a search finds one and links its page
  await page.getByRole("searchbox", { name: "Search items" }).fill("graphics card");
  await expect(page.locator('tbody tr.mrow a[href$="/item/graphics_card"]')).toBeVisible();
});

test("the item page shows its grid image at the item's slot size, over its short-name tile", async ({
  page,
}) => {
  await page.goto("/item/graphics_card");
  const box = page.locator(".item-head .item-img");
  // the graphics card takes 2×1 slots: 48 px a slot
  expect(await box.boundingBox()).toMatchObject({ width: 96, height: 48 });
  await expect(box.locator("img")).toHaveAttribute("src", /57347ca924597744596b4e71/);
  // offline the image cannot load: it hides, and the tile with the short name is what shows
  await expect(box.locator("img")).toBeHidden();
  await expect(box.locator(".item-img__tile")).toHaveText("GPU");
});

test("the price chart has a legend naming its two lines", async ({ page }) => {
  await page.goto("/item/graphics_card");
  const chart = page.getByTestId("price-chart");
  await expect(chart.locator("canvas")).toBeVisible();
  const legend = chart.locator(".price-chart__legend li");
  await expect(legend).toHaveCount(2);
  await expect(legend.nth(1).locator(".price-chart__swatch--dashed")).toHaveCount(1);
  expect((await legend.allTextContents()).every((t) => t.trim().length > 0)).toBe(true);
});

test("an item's hideout needs read as count, station and level", async ({ page }) => {
  await page.goto("/item/roubles");
  const needs = page.locator(".item-sec").filter({ has: page.getByRole("heading", { name: /hideout/i }) });
  const lines = await needs.locator("li").allTextContents();
  expect(lines.length).toBeGreaterThan(3);
  // e.g. "50,000 × Medstation · level 1", never "50,000 × — Medstation 1"
  expect(lines).toContainEqual(expect.stringMatching(/^\s*50,000 × Medstation\s+· level 1\s*$/));
  for (const line of lines) expect(line).not.toContain("× —");
});

test("a trader offer of unknown loyalty level says 'level ?' and every trader price its date", async ({
  page,
}) => {
  await page.goto("/item/army_crackers");
  const therapist = page.locator(".offers tbody tr", { hasText: "Therapist" });
  // what Therapist sells them for: the 2025 list names no loyalty level
  await expect(therapist.filter({ hasText: "14,665₽" }).locator("td").nth(1)).toHaveText("?");
  // every trader price carries the date its list observed it
  const dates = page.getByTestId("offer-date");
  expect(await dates.count()).toBeGreaterThan(1);
  for (const d of await dates.allTextContents()) expect(d).toMatch(/^\d{1,2} [A-Z][a-z]{2} 20\d\d$/);
});

test("a search typed before the list has loaded shows the server's best matches, then the whole list's", async ({
  page,
}) => {
  // the items list is held back until the test lets it go
  const release = await holdRequests(page, "**/api/be/cache?*");
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/be/items/search")) asked.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await page.goto("/ru/market");
  const status = page.getByTestId("market-status");
  await expect(status).toContainText("Загрузка цен…");
  await page.getByRole("searchbox").fill("graphics");
  await expect(page.locator('tbody tr.mrow a[href$="/item/graphics_card"]')).toBeVisible();
  await expect(status).toContainText(/совпадени[ея]*, загружаем все предметы…/);
  // Russian names travel to the Russian page
  await expect(page.locator("tbody tr.mrow").first()).toContainText("Видеокарта");
  expect(asked).toEqual(["graphics"]);
  // a query cleared before the list has come back shows the page's first rows again
  await page.getByRole("searchbox").fill("");
  await expect(page.locator('tbody tr.mrow a[href$="/item/graphics_card"]')).toHaveCount(0);
  await expect(status).toContainText("Загрузка цен…");
  await page.getByRole("searchbox").fill("graphics");
  release();
  await expect(status).toContainText(/из \d[\d\s]* предмет/);
  await expect(page.locator('tbody tr.mrow a[href$="/item/graphics_card"]')).toBeVisible();
});

test("before the market's controller has arrived, its search box answers with the server's best matches, and the controller keeps them", async ({
  page,
}) => {
  // the controller's code and the items list are held back until the test lets them go
  const code = hold();
  const list = hold();
  await page.route(/\/_astro\/MarketPage\.astro_astro_type_script[\w-]*\.[\w-]+\.js$/, async (route) => {
    await code.held;
    await route.continue();
  });
  await page.route("**/api/be/cache?*", async (route) => {
    await list.held;
    await route.continue();
  });
  const asked: string[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/be/items/search")) asked.push(new URL(r.url()).searchParams.get("q") ?? "");
  });
  await page.goto("/market", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search items" });
  const status = page.getByTestId("market-status");
  const gpu = page.locator('tbody tr.mrow a[href$="/item/graphics_card"]');
  // the box takes input; the filters wait for the controller
  await expect(search).toBeEnabled();
  await expect(page.getByRole("combobox", { name: "Category or tag" })).toBeDisabled();
  await expect(page.getByRole("checkbox", { name: "Favourites only" })).toBeDisabled();
  await search.fill("graphics");
  await expect(gpu).toBeVisible();
  await expect(status).toHaveText(/^PVP prices · .*matches?, loading every item…$/);
  // an icon that cannot load hides, and its short-name tile shows
  await expect.poll(() => shownBrokenImages(page.locator("tbody tr.mrow img"))).toBe(0);
  // no match: said so
  await search.fill("qqqzzzxx");
  await expect(page.locator("td.market__empty")).toHaveText(/^No item matches “qqqzzzxx”/);
  await expect(gpu).toHaveCount(0);
  // a cleared query shows the page's own rows again
  await search.fill("");
  await expect(gpu).toHaveCount(0);
  await expect(status).toHaveText("PVP prices · Loading prices…");
  await search.fill("graphics");
  await expect(gpu).toBeVisible();
  expect(asked).toEqual(["graphics", "qqqzzzxx", "graphics"]);
  // the controller takes the query and its answer over: nothing is asked again
  code.release();
  await expect(page.getByRole("combobox", { name: "Category or tag" })).toBeEnabled();
  await expect(page.getByRole("checkbox", { name: "Favourites only" })).toBeEnabled();
  await expect(page).toHaveURL(/[?&]q=graphics/);
  await expect(search).toHaveValue("graphics");
  await expect(gpu).toBeVisible();
  await expect(status).toContainText("loading every item…");
  expect(asked).toEqual(["graphics", "qqqzzzxx", "graphics"]);
  list.release();
  await expect(status).toContainText(/\d+ of \d+ items/);
  await expect(gpu).toBeVisible();
});

test("the page's HTML holds a phone's screen of rows, and nothing moves when the whole list takes over, on a phone and a tall desktop", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 412, height: 823 },
    { width: 1920, height: 1080 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // every shift of the layout from the page's start: their sum bounds the CLS Lighthouse reports
    await page.addInitScript(() => {
      const w = window as unknown as { shifts: number };
      w.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
          w.shifts += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    const html = await (await page.request.get("/market")).text();
    expect(html.match(/<tr class="mrow/g)?.length, "rows in the HTML").toBe(12);
    await page.goto("/market");
    await waitForRows(page);
    // the whole list has drawn rows beyond the HTML's twelve
    await expect(page.locator("tbody tr.mrow").nth(12)).toBeVisible();
    expect(
      await page.evaluate(() => (window as unknown as { shifts: number }).shifts),
      `${viewport.width} px`,
    ).toBeLessThan(0.01);
    await context.close();
  }
});
