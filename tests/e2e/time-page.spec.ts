import type { Locator } from "@playwright/test";
import { expect, test } from "./support/test";

// /time labels its two large raid clocks: left and right, as the raid-selection screen shows
// them, each with day (05:00–21:59) or night worked out from its own in-game hour, and a caption
// saying what raid time is. The header's compact clock stays as it was.

const phaseOf = (time: string) => {
  const hour = Number(time.slice(0, 2));
  return hour >= 5 && hour < 22 ? "day" : "night";
};

/** The side's time and the phase it shows, read together (the clock may tick between two reads). */
async function read(side: Locator) {
  return side.evaluate((el) => ({
    time: el.querySelector("[data-clock]")?.textContent ?? "",
    phase: el.querySelector<HTMLElement>("[data-phase]")?.dataset.value ?? "",
    words: el.querySelector("[data-phase]")?.textContent ?? "",
  }));
}

test("the time page labels its clocks left and right, each with day or night, and explains raid time", async ({
  page,
}) => {
  await page.goto("/time");
  const clock = page.getByRole("main").getByTestId("raid-clock");
  const left = clock.getByTestId("raid-clock-left");
  const right = clock.getByTestId("raid-clock-right");
  await expect(left).toContainText(/^Left · (day|night)\s*\d\d:\d\d:\d\d$/);
  await expect(right).toContainText(/^Right · (day|night)\s*\d\d:\d\d:\d\d$/);
  for (const side of [left, right]) {
    const { time, phase, words } = await read(side);
    expect(time).toMatch(/^\d\d:\d\d:\d\d$/);
    expect(phase).toBe(phaseOf(time));
    expect(words).toBe(phase);
  }
  await expect(page.getByTestId("time-caption")).toHaveText(
    "Raid time: in-game time runs 7× faster than real time; the two clocks are the two raid times offered when you pick a map.",
  );

  // the header's clock has no labels
  const header = page.getByRole("banner").getByTestId("raid-clock");
  await expect(header.locator("[data-phase]")).toHaveCount(0);
  await expect(header.locator("time")).toHaveCount(2);
});

test("the day or night label follows the clock as it ticks", async ({ page }) => {
  // at 12:59:59 UTC the left clock reads 21:59:53 (3 h + 7 × 12:59:59), day; one real second
  // later it reads 22:00:00, night
  const at = Date.UTC(2026, 10, 24, 12, 59, 59);
  await page.clock.install({ time: new Date(at - 30_000) });
  await page.goto("/time");
  const left = page.getByRole("main").getByTestId("raid-clock-left");
  await expect(left.locator("[data-clock]")).toHaveText(/^\d\d:\d\d:\d\d$/);
  await page.clock.pauseAt(new Date(at));
  // one tick (50 ms) after that instant: 350 in-game ms later, still 21:59:53
  await page.clock.runFor(50);
  await expect(left.locator("[data-clock]")).toHaveText("21:59:53");
  await expect(left.locator("[data-phase]")).toHaveText("day");
  await page.clock.runFor(1_000);
  await expect(left.locator("[data-clock]")).toHaveText("22:00:00");
  await expect(left.locator("[data-phase]")).toHaveText("night");
  await expect(page.getByRole("main").getByTestId("raid-clock-right").locator("[data-phase]")).toHaveText(
    "day",
  );
});

test("in Russian the clocks read слева and справа with день or ночь", async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: "tm_locale", value: "ru", url: baseURL ?? "" }]);
  await page.goto("/time");
  const clock = page.getByRole("main").getByTestId("raid-clock");
  await expect(clock.getByTestId("raid-clock-left")).toContainText(/^Слева · (день|ночь)\s*\d\d:\d\d:\d\d$/);
  await expect(clock.getByTestId("raid-clock-right")).toContainText(
    /^Справа · (день|ночь)\s*\d\d:\d\d:\d\d$/,
  );
  await expect(page.getByTestId("time-caption")).toContainText("в 7 раз быстрее");
});
