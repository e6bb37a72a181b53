import { expect, test } from "@playwright/test";

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
  await page.waitForTimeout(500);
  expect(await at()).not.toBe(first);
  await page.screenshot({ path: "test-results/widget-scroll-text.png", omitBackground: true });
});
