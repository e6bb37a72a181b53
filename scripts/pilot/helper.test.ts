import { once } from "node:events";
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket, WebSocketServer } from "ws";
import { createHelper, type Helper, type HelperOptions } from "./helper";

const SESSION = "log_2026.08.19_17-40-12_0.16.1.3.35372";
const APP_LOG = "2026.08.19_17-40-12_0.16.1.3.35372 application_000.log";
const NOTES_LOG = "2026.08.19_17-40-12_0.16.1.3.35372 push-notifications_000.log";
const fixtureSession = fileURLToPath(new URL(`../../tests/fixtures/pilot/${SESSION}`, import.meta.url));
const fixture = (name: string) => readFileSync(join(fixtureSession, name), "utf8");
const SHOT = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
const KEY = "pk_test_5f1c2a";

type Message = { messageType: string; [field: string]: unknown };

/** Waits (at most 5 s) until `check` holds. */
async function until(check: () => boolean, what: string, timeoutMs = 5000) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A fake cloud relay: checks the pairing key, records connections and what they send. */
async function startRelay() {
  const attempts = { accepted: 0, refused: 0 };
  const sockets: WebSocket[] = [];
  const messages: Message[] = [];
  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    verifyClient: (info, done) => {
      if (info.req.headers.authorization === `Bearer ${KEY}`) {
        attempts.accepted++;
        done(true);
      } else {
        attempts.refused++;
        done(false, 401, "Unauthorized");
      }
    },
  });
  await once(wss, "listening");
  wss.on("connection", (socket) => {
    sockets.push(socket);
    socket.on("message", (data) => messages.push(JSON.parse(data.toString())));
  });
  const address = wss.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `ws://127.0.0.1:${port}/ws/pilot`,
    attempts,
    sockets,
    messages,
    close: async () => {
      for (const client of wss.clients) client.terminate();
      await new Promise((done) => wss.close(done));
    },
  };
}
type Relay = Awaited<ReturnType<typeof startRelay>>;

/** A browser on the helper's local socket, with every message it got (listening from the start). */
function connectBrowser(port: number | null, headers: Record<string, string> = {}) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}`, { headers });
  const messages: Message[] = [];
  const closed: number[] = [];
  socket.on("message", (data) => messages.push(JSON.parse(data.toString())));
  socket.on("close", (code) => closed.push(code));
  socket.on("error", () => {});
  browsers.push(socket);
  return {
    socket,
    messages,
    closed,
    send: (message: unknown) => socket.send(typeof message === "string" ? message : JSON.stringify(message)),
  };
}

const ofType = (messages: readonly Message[], type: string) => messages.filter((m) => m.messageType === type);

let root: string;
let shots: string;
let logs: string;
let relay: Relay;
let logLines: string[];
const helpers: Helper[] = [];
const browsers: WebSocket[] = [];

const start = async (over: Partial<HelperOptions> = {}) => {
  const helper = createHelper({
    screenshots: shots,
    logs,
    port: 0,
    cloud: relay.url,
    key: KEY,
    version: "test-1.2.3",
    reconnectMs: 150,
    pollMs: 100,
    log: (line) => logLines.push(line),
    ...over,
  });
  helpers.push(helper);
  await helper.start();
  return helper;
};

beforeEach(async () => {
  root = mkdtempSync(join(tmpdir(), "pilot-helper-"));
  shots = join(root, "Screenshots");
  logs = join(root, "Escape from Tarkov", "Logs");
  mkdirSync(shots);
  mkdirSync(join(logs, SESSION), { recursive: true });
  writeFileSync(join(logs, SESSION, APP_LOG), "");
  writeFileSync(join(logs, SESSION, NOTES_LOG), "");
  relay = await startRelay();
  logLines = [];
});

afterEach(async () => {
  for (const socket of browsers.splice(0)) socket.terminate();
  await Promise.all(helpers.splice(0).map((helper) => helper.stop()));
  await relay.close();
  rmSync(root, { recursive: true, force: true });
});

describe("the Pilot helper", () => {
  it("sends CONFIGURATION first, then screenshots, maps and quests to the browser and the relay", async () => {
    const helper = await start();
    expect(helper.port).toBeGreaterThan(0);
    const browser = connectBrowser(helper.port);
    const configuration = {
      messageType: "CONFIGURATION",
      version: "test-1.2.3",
      gameFolder: logs,
      screenshotsFolder: shots,
    };
    await until(() => browser.messages.length > 0, "the browser's first message");
    expect(browser.messages[0]).toEqual(configuration);
    await until(() => relay.messages.length > 0, "the relay's first message");
    expect(relay.messages[0]).toEqual(configuration);
    expect(helper.cloudState).toBe("connected");

    writeFileSync(join(shots, SHOT), "png");
    writeFileSync(join(shots, "readme.txt"), "not a shot");
    const sent = { messageType: "SEND_FILENAME", filename: SHOT };
    await until(() => ofType(browser.messages, "SEND_FILENAME").length > 0, "SEND_FILENAME in the browser");
    await until(() => ofType(relay.messages, "SEND_FILENAME").length > 0, "SEND_FILENAME at the relay");
    expect(ofType(browser.messages, "SEND_FILENAME")).toEqual([sent]);
    expect(ofType(relay.messages, "SEND_FILENAME")).toEqual([sent]);
    expect(logLines).toContain(`screenshot ${SHOT}: x 585.73, y 11.24, z 146.56, looking 216.8°`);

    appendFileSync(join(logs, SESSION, APP_LOG), fixture(APP_LOG));
    await until(() => ofType(relay.messages, "MAP_CHANGE").length >= 2, "two MAP_CHANGE");
    await pause(300);
    const maps = [
      { messageType: "MAP_CHANGE", map: "bigmap" },
      { messageType: "MAP_CHANGE", map: "factory4_day" },
    ];
    expect(ofType(browser.messages, "MAP_CHANGE")).toEqual(maps);
    expect(ofType(relay.messages, "MAP_CHANGE")).toEqual(maps);

    // the notifications log in two writes, cut inside a JSON block
    const notes = fixture(NOTES_LOG);
    const cut = notes.indexOf('"type": 12') + 3;
    appendFileSync(join(logs, SESSION, NOTES_LOG), notes.slice(0, cut));
    await pause(250);
    appendFileSync(join(logs, SESSION, NOTES_LOG), notes.slice(cut));
    await until(() => ofType(browser.messages, "QUEST_UPDATE").length >= 2, "two QUEST_UPDATE");
    await pause(300);
    const quests = [
      { messageType: "QUEST_UPDATE", questId: "5936d90786f7742b1420ba5b", status: 12 },
      { messageType: "QUEST_UPDATE", questId: "596b36c586f77450d6045ad2", status: 10 },
    ];
    expect(ofType(browser.messages, "QUEST_UPDATE")).toEqual(quests);
    expect(ofType(relay.messages, "QUEST_UPDATE")).toEqual(quests);
  });

  it("keeps watching through a SETTINGS_UPDATE with the same folders: a quest written right after it is sent", async () => {
    const helper = await start();
    const browser = connectBrowser(helper.port);
    await until(() => browser.messages.length > 0, "CONFIGURATION");
    browser.send({ messageType: "SETTINGS_UPDATE", ...helper.folders });
    appendFileSync(join(logs, SESSION, NOTES_LOG), fixture(NOTES_LOG));
    await until(() => ofType(browser.messages, "QUEST_UPDATE").length >= 2, "two QUEST_UPDATE");
    await until(() => ofType(browser.messages, "CONFIGURATION").length === 2, "CONFIGURATION again");
    expect(logLines).not.toContain("settings from the browser: new folders");
  });

  it("switches folders on SETTINGS_UPDATE, goes back on SETTINGS_RESET, answers UPDATE and ignores junk", async () => {
    const helper = await start();
    const browser = connectBrowser(helper.port);
    const other = connectBrowser(helper.port);
    await until(() => browser.messages.length > 0 && other.messages.length > 0, "CONFIGURATION");

    const newShots = join(root, "shots2");
    const newGame = join(root, "game2");
    mkdirSync(newShots);
    mkdirSync(join(newGame, "Logs", SESSION), { recursive: true });
    browser.send("not json at all");
    browser.send({ messageType: "SETTINGS_UPDATE", gameFolder: newGame });
    browser.send({ messageType: "AUTH", userId: "u1" });
    browser.send({ messageType: "SETTINGS_UPDATE", gameFolder: newGame, screenshotsFolder: newShots });
    await until(() => ofType(browser.messages, "CONFIGURATION").length === 2, "the new CONFIGURATION");
    const updated = {
      messageType: "CONFIGURATION",
      version: "test-1.2.3",
      gameFolder: newGame,
      screenshotsFolder: newShots,
    };
    expect(ofType(browser.messages, "CONFIGURATION")[1]).toEqual(updated);
    await until(
      () => ofType(other.messages, "CONFIGURATION").length === 2,
      "the other browser's CONFIGURATION",
    );
    await until(() => ofType(relay.messages, "CONFIGURATION").length === 2, "the relay's CONFIGURATION");
    expect(helper.folders).toEqual({ gameFolder: newGame, screenshotsFolder: newShots });
    expect(logLines).toContain("ignored a message from the browser: not JSON");
    expect(logLines).toContain("ignored a message from the browser: not a site message (SETTINGS_UPDATE)");

    // the old folders are no longer watched; the new ones are (the game folder's Logs inside)
    writeFileSync(join(shots, "old-folder.png"), "");
    writeFileSync(join(newShots, "new-folder.png"), "");
    appendFileSync(join(newGame, "Logs", SESSION, APP_LOG), fixture(APP_LOG));
    await until(() => ofType(browser.messages, "SEND_FILENAME").length > 0, "SEND_FILENAME");
    await until(() => ofType(browser.messages, "MAP_CHANGE").length === 2, "the maps of the new folder");
    await pause(300);
    expect(ofType(browser.messages, "SEND_FILENAME")).toEqual([
      { messageType: "SEND_FILENAME", filename: "new-folder.png" },
    ]);

    browser.send({ messageType: "SETTINGS_RESET" });
    await until(
      () => ofType(browser.messages, "CONFIGURATION").length === 3,
      "CONFIGURATION after the reset",
    );
    expect(ofType(browser.messages, "CONFIGURATION")[2]).toMatchObject({
      gameFolder: logs,
      screenshotsFolder: shots,
    });

    browser.send({ messageType: "UPDATE" });
    await until(() => ofType(browser.messages, "CONFIGURATION").length === 4, "CONFIGURATION after UPDATE");
    expect(logLines.some((l) => l.startsWith("update requested by the browser"))).toBe(true);

    // a settings message through the relay works the same
    relay.sockets[0]?.send(
      JSON.stringify({ messageType: "SETTINGS_UPDATE", gameFolder: newGame, screenshotsFolder: newShots }),
    );
    await until(
      () => ofType(browser.messages, "CONFIGURATION").length === 5,
      "CONFIGURATION after the relay's settings",
    );
    expect(ofType(browser.messages, "CONFIGURATION")[4]).toEqual(updated);
  });

  it("reconnects to the relay after it drops the connection, and sends CONFIGURATION again", async () => {
    const helper = await start();
    await until(() => ofType(relay.messages, "CONFIGURATION").length === 1, "the first CONFIGURATION");
    relay.sockets[0]?.terminate();
    await until(() => relay.attempts.accepted === 2, "the reconnection");
    await until(
      () => ofType(relay.messages, "CONFIGURATION").length === 2,
      "CONFIGURATION after reconnecting",
    );
    await until(() => helper.cloudState === "connected", "connected again");
    writeFileSync(join(shots, SHOT), "");
    await until(
      () => ofType(relay.messages, "SEND_FILENAME").length === 1,
      "SEND_FILENAME on the new connection",
    );
    expect(logLines.some((l) => l.startsWith("relay connection closed"))).toBe(true);
  });

  it("keeps retrying a relay that refuses its key, without crashing", async () => {
    const helper = await start({ key: "wrong-key", port: null });
    expect(helper.port).toBeNull();
    await until(() => relay.attempts.refused >= 3, "three refused attempts");
    expect(relay.attempts.accepted).toBe(0);
    expect(helper.cloudState).not.toBe("connected");
    expect(logLines).toContain("relay: Unexpected server response: 401 (the pairing key was refused)");
    await helper.stop();
    const refused = relay.attempts.refused;
    await pause(400);
    expect(relay.attempts.refused).toBe(refused);
  });

  it("reads a session that starts after it, from the session's first line", async () => {
    const helper = await start({ cloud: null });
    const browser = connectBrowser(helper.port);
    cpSync(fixtureSession, join(logs, "log_2026.08.19_20-00-00_0.16.1.3.35372"), { recursive: true });
    await until(() => ofType(browser.messages, "QUEST_UPDATE").length === 2, "the session's quests");
    await until(() => ofType(browser.messages, "MAP_CHANGE").length === 2, "the session's maps");
    expect(ofType(browser.messages, "MAP_CHANGE").map((m) => m.map)).toEqual(["bigmap", "factory4_day"]);
  });

  it("skips what the logs held before it started", async () => {
    writeFileSync(join(logs, SESSION, APP_LOG), fixture(APP_LOG));
    writeFileSync(join(logs, SESSION, NOTES_LOG), fixture(NOTES_LOG));
    const helper = await start({ cloud: null });
    const browser = connectBrowser(helper.port);
    await pause(400);
    appendFileSync(
      join(logs, SESSION, APP_LOG),
      "2026-08-19 19:00:00.000|0.16.1.3.35372|Info|application|scene preset path:maps/woods_preset.bundle rcid:woods\n",
    );
    await until(() => ofType(browser.messages, "MAP_CHANGE").length === 1, "the new map");
    expect(ofType(browser.messages, "MAP_CHANGE")).toEqual([{ messageType: "MAP_CHANGE", map: "Woods" }]);
    expect(ofType(browser.messages, "QUEST_UPDATE")).toEqual([]);
  });

  it("refuses browsers from other origins when origins are given", async () => {
    const helper = await start({ cloud: null, allowedOrigins: ["https://site.example"] });
    const stranger = connectBrowser(helper.port, { Origin: "https://evil.example" });
    const site = connectBrowser(helper.port, { Origin: "https://site.example" });
    await until(() => stranger.closed.length > 0, "the stranger refused");
    expect(stranger.closed).toEqual([1008]);
    expect(stranger.messages).toEqual([]);
    await until(() => site.messages.length > 0, "the site's CONFIGURATION");
    expect(site.messages[0]?.messageType).toBe("CONFIGURATION");
  });

  it("fails to start on a port in use", async () => {
    const blocker = createServer();
    blocker.listen(0, "127.0.0.1");
    await once(blocker, "listening");
    const address = blocker.address();
    const port = typeof address === "object" && address ? address.port : 0;
    try {
      await expect(start({ port, cloud: null })).rejects.toThrow(`cannot serve on 127.0.0.1:${port}`);
    } finally {
      blocker.close();
    }
  });
});
