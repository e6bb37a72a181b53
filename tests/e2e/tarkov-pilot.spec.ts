import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import type { Page } from "@playwright/test";
import { type WebSocket, WebSocketServer } from "ws";
import { signIn } from "./support/auth";
import { expect, test } from "./support/test";

// TarkovPilot 1.0 (tarkov-market's desktop helper) in desktop mode, played from its protocol: a
// WebSocket server on port 5123 that sends CONFIGURATION on every connection, its log lines as
// plain text, "Echo: <frame>" for a message it does not know, MAP_CHANGE with its display names
// ("Streets of Tarkov") or the game's raw location ids, and POSITION_UPDATE in its own axis order
// (from a screenshot's "a, b, c" it sends x = c, y = a, z = b). It saves every field of a
// SETTINGS_UPDATE, a missing flag as false.

const FILE = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";

type Helper = {
  received: Record<string, unknown>[];
  /** How many connections it has had. */
  opened: () => number;
  send: (frame: unknown) => void;
  close: () => Promise<void>;
};

/** A stand-in for TarkovPilot.exe: what it sends and answers, frame for frame. */
async function tarkovPilot(): Promise<Helper> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 5123 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const sockets = new Set<WebSocket>();
  let opened = 0;
  const received: Record<string, unknown>[] = [];
  const configuration = {
    gameFolder: "C:\\Battlestate Games\\EFT",
    screenshotsFolder: "C:\\Users\\player\\Documents\\Escape From Tarkov\\Screenshots",
    version: "1.0.0.0",
    messageType: "CONFIGURATION",
  };
  const all = (frame: string) => {
    for (const s of sockets) s.send(frame);
  };
  server.on("connection", (socket) => {
    sockets.add(socket);
    opened++;
    socket.on("close", () => sockets.delete(socket));
    all(`Client connected! count: ${sockets.size}`);
    all(JSON.stringify(configuration));
    socket.on("message", (data) => {
      const text = String(data);
      let message: Record<string, unknown> = {};
      try {
        message = JSON.parse(text) as Record<string, unknown>;
      } catch {
        // not JSON: echoed below
      }
      received.push(message);
      if (message.messageType === "SETTINGS_UPDATE") {
        all(
          `Settings set: \ngameFolder: '${message.gameFolder}' \nscreenshotsFolder: '${message.screenshotsFolder}'`,
        );
        all(JSON.stringify({ ...configuration, gameFolder: message.gameFolder }));
      } else all(`Echo: ${text}`);
    });
  });
  return {
    received,
    opened: () => opened,
    send: (frame) => all(typeof frame === "string" ? frame : JSON.stringify(frame)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.terminate();
        server.close(() => resolve());
      }),
  };
}

let helper: Helper | null = null;
test.afterEach(async () => {
  await helper?.close();
  helper = null;
});

/**
 * The arrow's middle on the screen, or null while there is none (a move replaces the arrow's
 * element, so a measure taken at that moment finds the old one gone): polls ask again.
 */
async function arrowAt(page: Page): Promise<{ x: number; y: number } | null> {
  const box = await page.getByTestId("map-arrow").boundingBox();
  return box ? { x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
}

test("TarkovPilot 1.0: the page connects, follows its maps and puts its positions where the screenshot was taken", async ({
  page,
}) => {
  const h = await tarkovPilot();
  helper = h;
  await signIn(page, "pro@example.test");
  await page.goto("/pilot");
  await page.getByRole("radio", { name: /^Desktop app/ }).check();
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByTestId("pilot-status")).toHaveText("Connected");
  // its configuration fills the version and folders; its plain-text lines are the log
  await expect(page.getByText(/^Helper version/).locator("..")).toContainText("1.0.0.0");
  await expect(page.getByLabel("Game folder")).toHaveValue("C:\\Battlestate Games\\EFT");
  await expect(page.getByText("Client connected! count: 1")).toBeVisible();

  // a folder edit sends every setting it keeps: map following stays on
  await page.getByLabel("Game folder").fill("D:\\EFT");
  await expect
    .poll(() => h.received.find((m) => m.messageType === "SETTINGS_UPDATE"))
    .toEqual({
      messageType: "SETTINGS_UPDATE",
      gameFolder: "D:\\EFT",
      screenshotsFolder: "C:\\Users\\player\\Documents\\Escape From Tarkov\\Screenshots",
      mapChangeEnabled: true,
      questsAutoCompleteEnabled: true,
    });
  await expect(page.getByRole("heading", { name: "Helper log" }).locator("..")).toContainText(
    "Settings set: gameFolder: 'D:\\EFT'",
  );

  // on a map page, its display names open the map the player is on
  /** Opens a page and waits until it is connected to the helper again. */
  const visit = async (path: RegExp, go: () => Promise<unknown>) => {
    const before = h.opened();
    await go();
    await expect(page).toHaveURL(path);
    await expect(page.locator(".mapview__canvas")).toBeVisible();
    await expect.poll(() => h.opened()).toBeGreaterThan(before);
  };
  await visit(/\/maps\/woods$/, () => page.goto("/maps/woods"));
  await visit(/\/maps\/streets$/, async () =>
    h.send({ map: "Streets of Tarkov", messageType: "MAP_CHANGE" }),
  );
  await visit(/\/maps\/customs$/, async () => h.send({ map: "bigmap", messageType: "MAP_CHANGE" }));

  // the arrow a pasted screenshot name puts on the map…
  await page.getByLabel("Screenshot file name").fill(FILE);
  await expect(page.getByTestId("map-arrow")).toBeVisible();
  await expect.poll(() => arrowAt(page)).not.toBeNull();
  const pasted = (await arrowAt(page)) ?? { x: 0, y: 0 };
  /** How far the arrow is from where the pasted name put it (`whenNone` while it is being replaced). */
  const fromPasted = async (whenNone: number) => {
    const at = await arrowAt(page);
    return at ? Math.hypot(at.x - pasted.x, at.y - pasted.y) : whenNone;
  };
  // …moves away, then back to the same spot when TarkovPilot reports that screenshot's position
  h.send({ x: 0, y: 0, z: 0, messageType: "POSITION_UPDATE" });
  await expect.poll(() => fromPasted(0)).toBeGreaterThan(5);
  h.send({ x: 146.56, y: 585.73, z: 11.24, messageType: "POSITION_UPDATE" });
  await expect.poll(() => fromPasted(Number.POSITIVE_INFINITY)).toBeLessThan(1);
});

// TarkovPilot 2.x posts webhooks with the pairing key as its hookId (its app's Go client:
// {event, hookId, …} as JSON); the open pages follow through the relay.
test("TarkovPilot 2.x: a raid's webhooks move an open map page, its arrow and the quest list", async ({
  page,
}) => {
  await signIn(page, "pro@example.test");
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
  const rotated = await page.request.post("/api/be/pilot/key/rotate");
  const { key } = (await rotated.json()) as { key: string };
  const hook = async (payload: Record<string, unknown>) => {
    const res = await page.request.post("/api/be/pilot/script/webhook", {
      data: { ...payload, hookId: key },
      headers: { Cookie: "" },
    });
    expect(res.status()).toBe(200);
    return (await res.json()) as { ok: boolean; pro: boolean };
  };

  await page.goto("/pilot");
  await page.getByRole("radio", { name: /^Cloud\b/ }).check();
  await page.getByRole("button", { name: "Connect" }).click();
  await expect(page.getByTestId("pilot-status")).toHaveText("Connected");
  expect(
    await hook({
      event: "status",
      app: { version: "2.1.0", gameFolder: "C:\\EFT", screenshotsFolder: "C:\\Shots" },
    }),
  ).toMatchObject({ ok: true, pro: true });
  await expect(page.getByText(/^Helper version/).locator("..")).toContainText("2.1.0");

  // the map the game loads opens on a map page
  await page.goto("/maps/woods");
  await expect(page.locator(".mapview__canvas")).toBeVisible();
  await expect
    .poll(async () => (await hook({ event: "map", map: "bigmap" })).ok && page.url())
    .toMatch(/\/maps\/customs$/);
  await expect(page.locator(".mapview__canvas")).toBeVisible();
  // a screenshot puts the arrow where it was taken, facing its way
  await expect
    .poll(async () => {
      await hook({ event: "screenshot", filename: FILE });
      return page.getByTestId("map-arrow").count();
    })
    .toBe(1);
  await expect(page.getByTestId("map-arrow")).toHaveAttribute("data-heading", "36.8");

  // a quest the game reports finished ("12" as the helper sends it) is completed for Pro
  const me = async () =>
    ((await (await page.request.get("/api/be/users/me")).json()) as { questsDone: string[] }).questsDone;
  const quests = JSON.parse(gunzipSync(readFileSync("data/snapshot/quests.json.gz")).toString()) as {
    columns: string[];
    rows: unknown[][];
  };
  const [uidAt, bsgAt, nameAt] = ["uid", "bsgId", "name"].map((c) => quests.columns.indexOf(c));
  const row = quests.rows.find((r) => r[nameAt ?? 0] === "Debut") ?? [];
  const debut = { uid: String(row[uidAt ?? 0]), bsgId: String(row[bsgAt ?? 0]) };
  await expect
    .poll(async () => {
      await hook({ event: "quest", questId: debut?.bsgId, status: "12", profileRouting: true });
      return me();
    })
    .toContain(debut?.uid);
  expect((await page.request.put("/api/be/progression/reset/quests")).ok()).toBe(true);
});
