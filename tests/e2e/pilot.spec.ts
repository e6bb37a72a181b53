import { type ChildProcess, spawn } from "node:child_process";
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { HELPER_FILE, HELPER_PATH } from "../../scripts/pilot/download.mjs";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// The reference helper as players get it (the one file /pilot/new offers, run by plain node outside
// the project) on temporary folders, paired through the cloud relay with
// each account's key: a new screenshot moves the arrow on the open map page, and a quest the game
// reports finished (status 12) is completed for a Pro user with the setting on, and only then.

const FILE = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
const SESSION = "log_2026.11.24_10-00-00_0.16.1.3.35372";
const NOTIFICATIONS = "2026.11.24_10-00-00_0.16.1.3.35372 push-notifications_000.log";

type Quest = { uid: string; bsgId: string; name: string };
const quests = (() => {
  const t = JSON.parse(gunzipSync(readFileSync("data/snapshot/quests.json.gz")).toString()) as {
    columns: string[];
    rows: unknown[][];
  };
  return t.rows.map((r) => Object.fromEntries(t.columns.map((c, i) => [c, r[i]])) as Quest);
})();
const quest = (name: string) => quests.find((q) => q.name === name) as Quest;

/** A "Got notification | ChatMessageReceived" block as the game writes it. */
const finished = (q: Quest, type = 12) =>
  `2026-11-24 10:05:41.517|0.16.1.3.35372|Info|push-notifications|Got notification | ChatMessageReceived\n${JSON.stringify(
    { type: "new_message", message: { type, templateId: `${q.bsgId} successMessageText 0`, text: "" } },
    null,
    2,
  )}\n`;

type Helper = { proc: ChildProcess; shots: string; notifications: string; dir: string; key: string };
const helpers: Helper[] = [];

async function startHelper(request: APIRequestContext, baseURL: string): Promise<Helper> {
  const res = await request.post("/api/be/pilot/key/rotate");
  expect(res.status(), await res.text()).toBe(200);
  const { key } = (await res.json()) as { key: string };
  const dir = mkdtempSync(join(tmpdir(), "pilot-e2e-"));
  const shots = join(dir, "shots");
  const session = join(dir, "Logs", SESSION);
  mkdirSync(shots);
  mkdirSync(session, { recursive: true });
  const notifications = join(session, NOTIFICATIONS);
  writeFileSync(notifications, "");
  const relay = `${baseURL.replace(/^http/, "ws")}/ws/pilot`;
  const download = await request.get(HELPER_PATH);
  expect(download.status()).toBe(200);
  writeFileSync(join(dir, HELPER_FILE), await download.body());
  const proc = spawn(
    process.execPath,
    [
      HELPER_FILE,
      "--screenshots",
      shots,
      "--logs",
      join(dir, "Logs"),
      "--no-local",
      "--cloud",
      relay,
      "--reconnect",
      "1",
    ],
    { cwd: dir, env: { PATH: process.env.PATH ?? "", PILOT_KEY: key }, stdio: "ignore" },
  );
  const helper = { proc, shots, notifications, dir, key };
  helpers.push(helper);
  return helper;
}

/** Connects the page to the helper in cloud mode on /pilot and waits for its configuration. */
async function connectCloud(page: Page) {
  await page.goto("/pilot");
  // the radio, not the weather icon (its label reads "Cloudy…" in some weather)
  await page.getByRole("radio", { name: /^Cloud\b/ }).check();
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByTestId("pilot-status")).toHaveText("Connected");
  await expect(page.getByText(/^Helper version/).locator("..")).not.toContainText("unknown", {
    timeout: 15_000,
  });
}

const questsDone = async (request: APIRequestContext) =>
  ((await (await request.get("/api/be/users/me")).json()) as { questsDone: string[] }).questsDone;

test.afterEach(() => {
  for (const h of helpers.splice(0)) {
    h.proc.kill("SIGTERM");
    rmSync(h.dir, { recursive: true, force: true });
  }
});

test("/pilot/new offers the helper as one file to download", async ({ page }) => {
  await page.goto("/pilot/new");
  const link = page.getByTestId("pilot-download");
  await expect(link).toHaveAttribute("download", HELPER_FILE);
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  expect(download.suggestedFilename()).toBe(HELPER_FILE);
  const saved = readFileSync(await download.path());
  expect(saved.subarray(0, 19).toString()).toBe("#!/usr/bin/env node");
  await expect(page.locator("pre.pilot-command").first()).toContainText(`node ${HELPER_FILE} --screenshots`);
});

test("a Pro user's helper: a screenshot moves the arrow on the map, a finished quest is completed unless turned off", async ({
  page,
  baseURL,
}) => {
  await signIn(page, "pro@example.test");
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
  const helper = await startHelper(page.request, baseURL ?? "");
  // a TarkovPilot 2.x once posted its folders for this account: the connected helper's still win
  const hook = await page.request.post("/api/be/pilot/script/webhook", {
    data: {
      event: "status",
      hookId: helper.key,
      app: { version: "2.1.0", gameFolder: "C:\\EFT", screenshotsFolder: "C:\\Shots" },
    },
    headers: { Cookie: "" },
  });
  expect(hook.status()).toBe(200);
  await connectCloud(page);
  await expect(page.getByLabel("Screenshots folder")).toHaveValue(helper.shots);

  // on a map page the connection resumes; a new screenshot is the player's position
  await page.goto("/maps/customs");
  await expect(page.locator(".mapview__canvas")).toBeVisible();
  // the page's own connection to the relay is open: what the helper sends now reaches it
  await expect(page.getByTestId("map-pilot")).toBeVisible();
  writeFileSync(join(helper.shots, FILE), "");
  const arrow = page.getByTestId("map-arrow");
  await expect(arrow).toBeVisible({ timeout: 15_000 });
  await expect(arrow).toHaveAttribute("data-heading", "36.8");

  // the game reports a quest finished: completed on the server
  const debut = quest("Debut");
  await page.goto("/pilot");
  await expect(page.getByTestId("pilot-status")).toHaveText("Connected");
  appendFileSync(helper.notifications, finished(debut));
  await expect.poll(() => questsDone(page.request), { timeout: 15_000 }).toContain(debut.uid);
  await expect(page.getByTestId("pilot-actions")).toContainText(`Quest completed: ${debut.uid}`);

  // another status, or the setting off: nothing happens
  const other = quests.find((q) => q.uid !== debut.uid && q.bsgId) as Quest;
  appendFileSync(helper.notifications, finished(other, 11));
  const log = page.getByTestId("pilot-log");
  await expect(log).toContainText(`QUEST_UPDATE ${other.bsgId}: status 11 completes nothing`, {
    timeout: 15_000,
  });
  await page.getByLabel("Complete quests when the game does").uncheck();
  appendFileSync(helper.notifications, finished(other));
  // the page got the update and says why it did nothing
  await expect(log).toContainText(`QUEST_UPDATE ${other.bsgId}: completing quests is turned off`, {
    timeout: 15_000,
  });
  expect(await questsDone(page.request)).not.toContain(other.uid);
  await page.getByLabel("Complete quests when the game does").check();
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
});

async function freeUserPage(browser: Browser, baseURL: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, "free@example.test");
  return { context, page, helper: await startHelper(page.request, baseURL) };
}

test("a free user's helper moves nothing to done", async ({ browser, baseURL }) => {
  const { context, page, helper } = await freeUserPage(browser, baseURL ?? "");
  await connectCloud(page);
  await expect(
    page.getByText("Completing quests from the helper is a Pro feature: Pro status required"),
  ).toBeVisible();
  const debut = quest("Debut");
  appendFileSync(helper.notifications, finished(debut));
  await expect(page.getByTestId("pilot-log")).toContainText(
    `QUEST_UPDATE ${debut.bsgId}: Pro status required`,
    {
      timeout: 15_000,
    },
  );
  expect(await questsDone(page.request)).not.toContain(debut.uid);
  await expect(page.getByText("No action yet.")).toBeVisible();
  await context.close();
});

test("the helper's version is compared with the one admins publish", async ({ page, browser, baseURL }) => {
  const admin = await (await browser.newContext()).newPage();
  await signIn(admin, "admin@example.test");
  const publish = async (helperVersion: string) =>
    expect(
      (await admin.request.put("/api/be/admin/global-settings", { data: { helperVersion } })).status(),
    ).toBe(200);
  await publish("99.0.0");
  try {
    await signIn(page, "pro@example.test");
    await startHelper(page.request, baseURL ?? "");
    await connectCloud(page);
    await expect(page.getByTestId("pilot-update")).toContainText("the current version is 99.0.0");
  } finally {
    await publish("");
  }
  await page.reload();
  await expect(page.getByText(/^Helper version/)).toBeVisible();
  await expect(page.getByTestId("pilot-update")).toHaveCount(0);
});
