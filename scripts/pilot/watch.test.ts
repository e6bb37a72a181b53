import {
  appendFileSync,
  mkdirSync,
  mkdtempSync,
  renameSync,
  rmSync,
  truncateSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FileTail } from "./tail";
import {
  isScreenshotFile,
  type LogRole,
  pickLog,
  pickSession,
  type Watcher,
  watchLogs,
  watchScreenshots,
} from "./watch";

let dir: string;
const watchers: Watcher[] = [];
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "pilot-watch-"));
});
afterEach(() => {
  for (const watcher of watchers.splice(0)) watcher.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Waits (at most 5 s) until `check` holds. */
async function until(check: () => boolean, what: string) {
  const end = Date.now() + 5000;
  while (!check()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe("FileTail", () => {
  it("returns appended text, restarts on truncation and replacement, and waits for a missing file", async () => {
    const path = join(dir, "a.log");
    const tail = new FileTail(path);
    expect(await tail.read()).toEqual({ text: "", restarted: false });
    writeFileSync(path, "one\n");
    expect(await tail.read()).toEqual({ text: "one\n", restarted: false });
    appendFileSync(path, "two\n");
    expect(await tail.read()).toEqual({ text: "two\n", restarted: false });
    expect(await tail.read()).toEqual({ text: "", restarted: false });
    truncateSync(path, 0);
    appendFileSync(path, "3\n");
    expect(await tail.read()).toEqual({ text: "3\n", restarted: true });
    writeFileSync(join(dir, "b.log"), "fresh file\n");
    renameSync(join(dir, "b.log"), path);
    expect(await tail.read()).toEqual({ text: "fresh file\n", restarted: true });
    rmSync(path);
    expect(await tail.read()).toEqual({ text: "", restarted: false });
    writeFileSync(path, "back\n");
    expect(await tail.read()).toEqual({ text: "back\n", restarted: true });
  });

  it("skips the text already there when asked, and keeps a split UTF-8 character whole", async () => {
    const path = join(dir, "a.log");
    writeFileSync(path, "history\n");
    const tail = new FileTail(path, true);
    expect(await tail.read()).toEqual({ text: "", restarted: false });
    const euro = Buffer.from("€", "utf8");
    appendFileSync(path, euro.subarray(0, 1));
    expect((await tail.read()).text).toBe("");
    appendFileSync(path, euro.subarray(1));
    expect((await tail.read()).text).toBe("€");
  });
});

describe("pickSession and pickLog", () => {
  it("picks the newest session folder by its name", () => {
    expect(
      pickSession([
        { name: "log_2026.08.18_09-00-00_0.16.1.3.35372", isDir: true },
        { name: "log_2026.08.19_17-40-12_0.16.1.3.35372", isDir: true },
        { name: "log_2026.08.20_00-00-00_0.16.1.3.35372.zip", isDir: false },
        { name: "crashes", isDir: true },
      ]),
    ).toBe("log_2026.08.19_17-40-12_0.16.1.3.35372");
    expect(pickSession([{ name: "crashes", isDir: true }])).toBeNull();
  });

  it("picks the last part of each log", () => {
    const names = [
      "2026.08.19_17-40-12_0.16.1.3.35372 application_000.log",
      "2026.08.19_17-40-12_0.16.1.3.35372 application_001.log",
      "2026.08.19_17-40-12_0.16.1.3.35372 push-notifications_000.log",
      "2026.08.19_17-40-12_0.16.1.3.35372 backend_000.log",
      "application.cfg",
    ];
    expect(pickLog(names, "application")).toBe("2026.08.19_17-40-12_0.16.1.3.35372 application_001.log");
    expect(pickLog(names, "notifications")).toBe(
      "2026.08.19_17-40-12_0.16.1.3.35372 push-notifications_000.log",
    );
    expect(pickLog(["backend_000.log"], "notifications")).toBeNull();
  });

  it("knows screenshot files", () => {
    expect(["a.png", "b.JPG", "c.jpeg", "d.txt", "e.png.tmp"].filter(isScreenshotFile)).toEqual([
      "a.png",
      "b.JPG",
      "c.jpeg",
    ]);
  });
});

describe("watchScreenshots", () => {
  it("reports new images only, including in a folder created later", async () => {
    const shots = join(dir, "Screenshots");
    const seen: string[] = [];
    watchers.push(await watchScreenshots(shots, (name) => seen.push(name), { pollMs: 50 }));
    mkdirSync(shots);
    writeFileSync(join(shots, "first.png"), "");
    await until(() => seen.length === 1, "first.png");
    writeFileSync(join(shots, "notes.txt"), "");
    writeFileSync(join(shots, "second.jpg"), "");
    await until(() => seen.length === 2, "second.jpg");
    expect(seen).toEqual(["first.png", "second.jpg"]);
  });

  it("does not report the files already there", async () => {
    writeFileSync(join(dir, "old.png"), "");
    const seen: string[] = [];
    watchers.push(await watchScreenshots(dir, (name) => seen.push(name), { pollMs: 50 }));
    writeFileSync(join(dir, "new.png"), "");
    await until(() => seen.length > 0, "new.png");
    expect(seen).toEqual(["new.png"]);
  });
});

describe("watchLogs", () => {
  const SESSION_A = "log_2026.08.19_17-40-12_0.16.1.3.35372";
  const SESSION_B = "log_2026.08.19_20-02-51_0.16.1.3.35372";
  const appLog = (session: string) => `${session.slice(4)} application_000.log`;

  it("skips history, reads appended text, then follows a newer session (in Logs under the game folder)", async () => {
    const logs = join(dir, "Logs");
    mkdirSync(join(logs, SESSION_A), { recursive: true });
    writeFileSync(join(logs, SESSION_A, appLog(SESSION_A)), "old line\n");
    const got: [LogRole, string, boolean][] = [];
    watchers.push(
      await watchLogs(dir, (role, text, restarted) => got.push([role, text, restarted]), { pollMs: 50 }),
    );
    appendFileSync(join(logs, SESSION_A, appLog(SESSION_A)), "new line\n");
    await until(() => got.length === 1, "the appended line");
    expect(got[0]).toEqual(["application", "new line\n", false]);

    // a notifications log that appears later is read from its start
    writeFileSync(join(logs, SESSION_A, `${SESSION_A.slice(4)} push-notifications_000.log`), "note\n");
    await until(() => got.length === 2, "the notifications log");
    expect(got[1]).toEqual(["notifications", "note\n", false]);

    mkdirSync(join(logs, SESSION_B));
    writeFileSync(join(logs, SESSION_B, appLog(SESSION_B)), "session b\n");
    await until(() => got.some(([, text]) => text === "session b\n"), "the new session");
    expect(got).toContainEqual(["application", "session b\n", true]);
    // the old session's notifications log is left: its role restarts with nothing
    await until(() => got.some(([role, , restarted]) => role === "notifications" && restarted), "a restart");
  });

  it("reads the logs folder itself", async () => {
    mkdirSync(join(dir, SESSION_A));
    const got: string[] = [];
    watchers.push(await watchLogs(dir, (_role, text) => got.push(text), { pollMs: 50 }));
    writeFileSync(join(dir, SESSION_A, appLog(SESSION_A)), "hello\n");
    await until(() => got.includes("hello\n"), "hello");
  });
});
