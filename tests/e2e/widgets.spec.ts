import { expect, test } from "./support/test";

// The price ticker for OBS (/widgets/scroll-text) on the real snapshot.

test("the scroll-text widget is transparent, set up by its address, and scrolls without scrollbars", async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 80 });
  await page.goto("/widgets/scroll-text?items=graphics_card,physical_bitcoin&speed=200&color=ffcc00&size=30");
  const ticker = page.locator("[data-ticker]");
  await expect(ticker).toHaveAttribute("data-items", "2");
  await expect(ticker).toContainText("Graphics card");
  await expect(ticker).toContainText("Physical Bitcoin");
  const look = await page.evaluate(() => {
    const t = document.querySelector<HTMLElement>("[data-ticker]") as HTMLElement;
    return {
      html: getComputedStyle(document.documentElement).backgroundColor,
      body: getComputedStyle(document.body).backgroundColor,
      color: getComputedStyle(t).color,
      size: getComputedStyle(t).fontSize,
      scrolls:
        document.documentElement.scrollWidth > innerWidth ||
        document.documentElement.scrollHeight > innerHeight,
    };
  });
  expect(look).toEqual({
    html: "rgba(0, 0, 0, 0)",
    body: "rgba(0, 0, 0, 0)",
    color: "rgb(255, 204, 0)",
    size: "30px",
    scrolls: false,
  });
  // the line moves: its position changes between two frames
  const at = () => page.locator(".ticker__track").evaluate((el) => el.getBoundingClientRect().x);
  const first = await at();
  await expect.poll(at).not.toBe(first);
  await page.screenshot({ path: "test-results/widget-scroll-text.png", omitBackground: true });
});

test("a style the host adds to a widget applies (OBS's custom CSS), and an added script still does not run", async ({
  page,
  pageGuard,
}) => {
  await page.goto("/widgets/scroll-text?items=graphics_card");
  await expect(page.locator("[data-ticker]")).toHaveAttribute("data-items", "1");
  // what OBS's browser source does with a streamer's custom CSS once the page has loaded
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.appendChild(document.createTextNode("body { background-color: rgba(10, 20, 30, 0.5); }"));
    document.head.appendChild(style);
  });
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
    .toBe("rgba(10, 20, 30, 0.5)");
  // the relaxation is for styles only: an inline script added the same way is refused
  pageGuard.allow(/script-src/);
  await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "document.body.dataset.injected = 'ran'";
    document.head.appendChild(script);
  });
  await expect.poll(() => pageGuard.seen().some((p) => /script-src/.test(p))).toBe(true);
  expect(await page.evaluate(() => document.body.dataset.injected ?? "blocked")).toBe("blocked");
});
