import { type FSWatcher, watch } from "node:fs";
import { readdir } from "node:fs/promises";
import { join } from "node:path";
import { FileTail } from "./tail";

/** How often folders are looked at when fs.watch says nothing (it misses events in containers and on some file systems). */
export const POLL_MS = 500;

type Poller = {
  /** The folders whose fs.watch events trigger a scan (missing ones are skipped). */
  setDirs(dirs: readonly string[]): void;
  /** Asks for a scan; resolves once a scan that started after the call has ended. */
  run(): Promise<void>;
  close(): void;
};

/**
 * Runs `scan` on every fs.watch event of the given folders and every `pollMs`, one scan at a
 * time: requests while a scan waits to start join it, so a burst of events makes one scan.
 */
function createPoller(scan: () => Promise<void>, pollMs: number, onError: (error: unknown) => void): Poller {
  const watchers = new Map<string, FSWatcher>();
  let chain = Promise.resolve();
  let queued = false;
  let closed = false;

  const run = (): Promise<void> => {
    if (closed || queued) return chain;
    queued = true;
    chain = chain.then(async () => {
      queued = false;
      if (closed) return;
      try {
        await scan();
      } catch (error) {
        onError(error);
      }
    });
    return chain;
  };
  const trigger = () => void run();

  const timer = setInterval(trigger, pollMs);
  return {
    run,
    setDirs(dirs) {
      if (closed) return;
      for (const [dir, watcher] of watchers) {
        if (!dirs.includes(dir)) {
          watcher.close();
          watchers.delete(dir);
        }
      }
      for (const dir of dirs) {
        if (watchers.has(dir)) continue;
        try {
          const watcher = watch(dir, { persistent: false }, trigger);
          // a folder removed under its watcher: drop it, the polling goes on
          watcher.on("error", () => {
            watcher.close();
            if (watchers.get(dir) === watcher) watchers.delete(dir);
          });
          watchers.set(dir, watcher);
        } catch {
          // missing or not watchable: polling covers it
        }
      }
    },
    close() {
      closed = true;
      clearInterval(timer);
      for (const watcher of watchers.values()) watcher.close();
      watchers.clear();
    },
  };
}

/** Names in a folder (files and folders alike), or none when it cannot be read. */
async function list(dir: string): Promise<{ name: string; isDir: boolean }[]> {
  try {
    const entries = await readdir(dir, { withFileTypes: true });
    return entries.map((e) => ({ name: e.name, isDir: e.isDirectory() }));
  } catch {
    return [];
  }
}

/** A file the game saves a screenshot as. */
export const isScreenshotFile = (name: string) => /\.(png|jpe?g)$/i.test(name);

export type Watcher = { close(): void };

type WatchOptions = { pollMs?: number; onError?: (error: unknown) => void };

/**
 * Calls `onFile` with the base name of every screenshot (.png, .jpg) that appears in `folder`
 * after the call; the files already there are not news. A folder missing at first counts as
 * empty, so the shot that makes the game create it is reported. A name deleted and written again
 * is reported again.
 */
export async function watchScreenshots(
  folder: string,
  onFile: (name: string) => void,
  { pollMs = POLL_MS, onError = () => {} }: WatchOptions = {},
): Promise<Watcher> {
  const known = new Set((await list(folder)).map((e) => e.name));
  let closed = false;
  const poller = createPoller(
    async () => {
      poller.setDirs([folder]);
      const names = (await list(folder)).map((e) => e.name);
      const present = new Set(names);
      for (const name of known) if (!present.has(name)) known.delete(name);
      for (const name of names.sort()) {
        if (known.has(name)) continue;
        known.add(name);
        if (!closed && isScreenshotFile(name)) onFile(name);
      }
    },
    pollMs,
    onError,
  );
  poller.setDirs([folder]);
  return {
    close() {
      closed = true;
      poller.close();
    },
  };
}

/** Which of a session's logs. */
export type LogRole = "application" | "notifications";

/**
 * The newest session folder among a logs folder's entries (`log_<yyyy.mm.dd_hh-mm-ss>_<version>`;
 * the name sorts by date), or null.
 * @example pickSession([{ name: "log_2026.08.19_17-40-12_0.16", isDir: true }, { name: "log_2026.08.18_09-00-00_0.16", isDir: true }]) // "log_2026.08.19_17-40-12_0.16"
 */
export function pickSession(entries: readonly { name: string; isDir: boolean }[]): string | null {
  const sessions = entries.filter((e) => e.isDir && e.name.startsWith("log_")).map((e) => e.name);
  return sessions.sort().at(-1) ?? null;
}

/**
 * A session's log of a role: the last by name of its `.log` files whose name holds the role
 * (`… application_000.log`, `… push-notifications_000.log`; a higher number is a later part), or null.
 */
export function pickLog(names: readonly string[], role: LogRole): string | null {
  const logs = names.filter((n) => n.endsWith(".log") && n.includes(role));
  return logs.sort().at(-1) ?? null;
}

/**
 * Follows the game's logs under `folder`: the game folder (holding `Logs`) or its `Logs` folder.
 * The newest session folder in it is read; a newer session, when the game starts again, takes
 * over. `onText` gets the text appended to that session's application and notifications logs;
 * `restarted` says the role's file changed (a new session, a new part, replaced or truncated),
 * so carried-over partial text is stale. Text already in the logs when watching starts is history
 * and skipped; logs that appear later are read from their start.
 */
export async function watchLogs(
  folder: string,
  onText: (role: LogRole, text: string, restarted: boolean) => void,
  { pollMs = POLL_MS, onError = () => {} }: WatchOptions = {},
): Promise<Watcher> {
  let closed = false;
  let firstScan = true;
  const tails = new Map<LogRole, FileTail>();

  const scan = async () => {
    const top = await list(folder);
    const logsDir = top.find((e) => e.isDir && e.name.toLowerCase() === "logs");
    const root = logsDir ? join(folder, logsDir.name) : folder;
    const sessionName = pickSession(root === folder ? top : await list(root));
    const session = sessionName ? join(root, sessionName) : null;
    poller.setDirs(session ? [folder, root, session] : [folder, root]);
    const names = session ? (await list(session)).filter((e) => !e.isDir).map((e) => e.name) : [];
    const skipExisting = firstScan;
    firstScan = false;
    for (const role of ["application", "notifications"] as const) {
      const name = session ? pickLog(names, role) : null;
      const path = session && name ? join(session, name) : null;
      let tail = tails.get(role);
      let restarted = false;
      if (tail?.path !== path) {
        restarted = tail !== undefined;
        tail = path ? new FileTail(path, skipExisting) : undefined;
        if (tail) tails.set(role, tail);
        else tails.delete(role);
      }
      if (!tail) {
        // the role's log is gone (a new session without it yet): text carried over is stale
        if (restarted && !closed) onText(role, "", true);
        continue;
      }
      const read = await tail.read();
      if (closed) return;
      if (read.text !== "" || read.restarted || restarted)
        onText(role, read.text, read.restarted || restarted);
    }
  };

  const poller = createPoller(scan, pollMs, onError);
  await poller.run();
  return {
    close() {
      closed = true;
      poller.close();
    },
  };
}
