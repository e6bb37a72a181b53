import { resolve } from "node:path";
import { WebSocket, WebSocketServer } from "ws";
import { type HelperMessage, PILOT_DESKTOP_PORT } from "../../src/contracts/pilot";
import { parseScreenshotName } from "../../src/domain/screenshot-name";
import {
  createLineSplitter,
  createNotificationReader,
  mapFromLine,
  questUpdateFrom,
  sameMap,
} from "./log-parse";
import { decodeSiteFrame, encodeHelperMessage } from "./messages";
import { type LogRole, type Watcher, watchLogs, watchScreenshots } from "./watch";

/** docs/product.md §6: the pause before connecting to the relay again after the connection dropped. */
export const RECONNECT_MS = 10_000;
/** How often the relay connection is pinged; one ping left unanswered ends it (and it reconnects). */
const PING_MS = 30_000;
/** The relay connection is given up when its handshake takes longer. */
const HANDSHAKE_MS = 5_000;
/** Frames from the site above this size close the socket (ws); above PILOT_FRAME_MAX they are ignored. */
const RECEIVE_MAX = 64 * 1024;

export type HelperOptions = {
  /** The screenshots folder watched at start (and after SETTINGS_RESET). */
  screenshots: string;
  /** The game folder or its Logs folder watched at start (and after SETTINGS_RESET). */
  logs: string;
  /** The local WebSocket port (desktop mode); 0 picks a free one, null serves none. Default PILOT_DESKTOP_PORT. */
  port?: number | null;
  /** The cloud relay URL (ws:// or wss://), or none. */
  cloud?: string | null;
  /** The pairing key sent to the relay as `Authorization: Bearer <key>`. */
  key?: string | null;
  /** The helper version reported in CONFIGURATION. */
  version: string;
  /** Pause before reconnecting to the relay (default RECONNECT_MS). */
  reconnectMs?: number;
  /** How often watched folders are polled (default 500 ms). */
  pollMs?: number;
  /** Relay keep-alive ping interval; 0 turns it off (default 30 s). */
  pingMs?: number;
  /** Browser origins allowed on the local socket; empty or absent allows any. Clients without an Origin (not browsers) are always let in. */
  allowedOrigins?: readonly string[];
  /** Where the helper tells what it does (default: stdout with a time stamp). */
  log?: (line: string) => void;
};

export type Folders = { gameFolder: string; screenshotsFolder: string };

export type Helper = {
  /** Starts watching, serving and connecting; rejects when the local port cannot be bound. */
  start(): Promise<void>;
  /** Stops everything; safe to call more than once. */
  stop(): Promise<void>;
  /** The bound local port, or null (not started, or no local server). */
  readonly port: number | null;
  /** The folders watched now. */
  readonly folders: Folders;
  /** The relay connection: "off" without a cloud URL. */
  readonly cloudState: "off" | "connecting" | "connected" | "waiting";
};

const timestamped = (line: string) => console.log(`${new Date().toISOString()}  ${line}`);

/**
 * The desktop helper: watches the screenshots folder and the game's logs, and sends what they
 * tell (SEND_FILENAME, MAP_CHANGE, QUEST_UPDATE) to every browser on its local WebSocket and to
 * the cloud relay; answers the site's SETTINGS_UPDATE, SETTINGS_RESET and UPDATE with a fresh
 * CONFIGURATION, which it also sends first on every new connection.
 */
export function createHelper(options: HelperOptions): Helper {
  const log = options.log ?? timestamped;
  const reconnectMs = options.reconnectMs ?? RECONNECT_MS;
  const pingMs = options.pingMs ?? PING_MS;
  const origins = options.allowedOrigins ?? [];
  const initial: Folders = {
    gameFolder: resolve(options.logs),
    screenshotsFolder: resolve(options.screenshots),
  };
  let folders: Folders = { ...initial };

  let started = false;
  let stopped = false;
  let server: WebSocketServer | null = null;
  let boundPort: number | null = null;
  let cloud: WebSocket | null = null;
  let reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  let pingTimer: ReturnType<typeof setInterval> | null = null;
  let watchers: Watcher[] = [];
  let generation = 0;
  let lastMap: string | null = null;
  const appLines = createLineSplitter();
  const notifications = createNotificationReader();

  const configuration = (): HelperMessage => ({
    messageType: "CONFIGURATION",
    version: options.version,
    gameFolder: folders.gameFolder,
    screenshotsFolder: folders.screenshotsFolder,
  });

  const encode = (message: HelperMessage): string | null => {
    const frame = encodeHelperMessage(message);
    if (frame === null) log(`not sent: a ${message.messageType} message outside the contract or frame size`);
    return frame;
  };

  const sendTo = (socket: WebSocket, message: HelperMessage) => {
    const frame = encode(message);
    if (frame !== null && socket.readyState === WebSocket.OPEN) socket.send(frame);
  };

  /** Sends to every browser on the local socket and to the relay, whichever are open. */
  const broadcast = (message: HelperMessage) => {
    const frame = encode(message);
    if (frame === null) return;
    for (const client of server?.clients ?? []) {
      if (client.readyState === WebSocket.OPEN) client.send(frame);
    }
    if (cloud?.readyState === WebSocket.OPEN) cloud.send(frame);
  };

  const onScreenshot = (name: string) => {
    const shot = parseScreenshotName(name);
    log(
      shot
        ? `screenshot ${name}: x ${shot.x}, y ${shot.y}, z ${shot.z}, looking ${shot.yaw}°`
        : `screenshot ${name} (no position in its name)`,
    );
    broadcast({ messageType: "SEND_FILENAME", filename: name });
  };

  const onLogText = (role: LogRole, text: string, restarted: boolean) => {
    if (role === "application") {
      if (restarted) appLines.reset();
      for (const line of appLines.push(text)) {
        const map = mapFromLine(line);
        if (map === null || sameMap(map, lastMap)) continue;
        lastMap = map;
        log(`map: ${map}`);
        broadcast({ messageType: "MAP_CHANGE", map });
      }
    } else {
      if (restarted) notifications.reset();
      for (const notification of notifications.push(text)) {
        const update = questUpdateFrom(notification);
        if (!update) continue;
        log(`quest ${update.questId}: status ${update.status}`);
        broadcast({ messageType: "QUEST_UPDATE", ...update });
      }
    }
  };

  /** (Re)starts the folder watchers on `folders`; watchers of an older call stop reporting. */
  const watchFolders = async () => {
    const mine = ++generation;
    for (const watcher of watchers) watcher.close();
    watchers = [];
    appLines.reset();
    notifications.reset();
    const current = (): boolean => mine === generation && !stopped;
    const watchOptions = {
      pollMs: options.pollMs,
      onError: (error: unknown) => log(`watching failed: ${error instanceof Error ? error.message : error}`),
    };
    const made = await Promise.all([
      watchScreenshots(folders.screenshotsFolder, (name) => current() && onScreenshot(name), watchOptions),
      watchLogs(
        folders.gameFolder,
        (role, text, restarted) => current() && onLogText(role, text, restarted),
        watchOptions,
      ),
    ]);
    if (!current()) {
      for (const watcher of made) watcher.close();
      return;
    }
    watchers = made;
    log(`watching screenshots in ${folders.screenshotsFolder}`);
    log(`watching game logs in ${folders.gameFolder}`);
  };

  const switchFolders = async (next: Folders) => {
    folders = next;
    await watchFolders();
    broadcast(configuration());
  };

  const onSiteText = async (text: string, from: string) => {
    const frame = decodeSiteFrame(text);
    if (frame.kind === "ping") return;
    if (frame.kind === "ignored") {
      log(`ignored a message from the ${from}: ${frame.reason}`);
      return;
    }
    const message = frame.message;
    switch (message.messageType) {
      case "AUTH":
        return;
      case "SETTINGS_UPDATE": {
        // an empty field keeps that folder
        const pick = (value: string, current: string) =>
          value.trim() === "" ? current : resolve(value.trim());
        const next = {
          gameFolder: pick(message.gameFolder, folders.gameFolder),
          screenshotsFolder: pick(message.screenshotsFolder, folders.screenshotsFolder),
        };
        // the same folders (a page's toggle changed): watching goes on, so nothing written now is missed
        if (next.gameFolder === folders.gameFolder && next.screenshotsFolder === folders.screenshotsFolder) {
          broadcast(configuration());
          return;
        }
        log(`settings from the ${from}: new folders`);
        await switchFolders(next);
        return;
      }
      case "SETTINGS_RESET":
        log(`settings reset by the ${from}: back to the starting folders`);
        await switchFolders({ ...initial });
        return;
      case "UPDATE":
        log(`update requested by the ${from}: this helper does not update itself; sending its configuration`);
        broadcast(configuration());
        return;
    }
  };

  const onSocketMessage = (from: string) => (data: WebSocket.RawData, isBinary: boolean) => {
    if (isBinary) {
      log(`ignored a binary message from the ${from}`);
      return;
    }
    onSiteText(data.toString(), from).catch((error: unknown) =>
      log(`handling a message failed: ${error instanceof Error ? error.message : error}`),
    );
  };

  const serve = (port: number) =>
    new Promise<WebSocketServer>((done, fail) => {
      const wss = new WebSocketServer({ host: "127.0.0.1", port, maxPayload: RECEIVE_MAX });
      wss.once("error", fail);
      wss.once("listening", () => {
        wss.off("error", fail);
        wss.on("error", (error) => log(`local socket: ${error.message}`));
        done(wss);
      });
      wss.on("connection", (socket, request) => {
        const origin = request.headers.origin;
        if (origin && origins.length > 0 && !origins.includes(origin)) {
          log(`refused a browser from ${origin}`);
          socket.close(1008, "origin not allowed");
          return;
        }
        log(`browser connected${origin ? ` from ${origin}` : ""} (${wss.clients.size} open)`);
        socket.on("message", onSocketMessage("browser"));
        socket.on("error", (error) => log(`browser socket: ${error.message}`));
        socket.on("close", () => log(`browser disconnected (${wss.clients.size} open)`));
        sendTo(socket, configuration());
      });
    });

  const stopPing = () => {
    if (pingTimer) clearInterval(pingTimer);
    pingTimer = null;
  };

  const connectCloud = () => {
    reconnectTimer = null;
    if (stopped || !options.cloud) return;
    const socket = new WebSocket(options.cloud, {
      headers: { Authorization: `Bearer ${options.key ?? ""}` },
      handshakeTimeout: HANDSHAKE_MS,
      maxPayload: RECEIVE_MAX,
    });
    cloud = socket;
    let alive = true;
    socket.on("open", () => {
      log(`connected to the relay ${options.cloud}`);
      sendTo(socket, configuration());
      if (pingMs > 0) {
        pingTimer = setInterval(() => {
          if (!alive) {
            log("the relay stopped answering");
            socket.terminate();
            return;
          }
          alive = false;
          socket.ping();
        }, pingMs);
      }
    });
    socket.on("pong", () => {
      alive = true;
    });
    socket.on("message", onSocketMessage("relay"));
    socket.on("error", (error) => {
      if (stopped) return;
      const refused = /\b(401|403)\b/.test(error.message) ? " (the pairing key was refused)" : "";
      log(`relay: ${error.message}${refused}`);
    });
    // ws emits "close" after every failure too (refused handshake, time-out, network error)
    socket.on("close", (code) => {
      if (cloud !== socket) return;
      cloud = null;
      stopPing();
      if (stopped) return;
      log(`relay connection closed (${code}); reconnecting in ${reconnectMs} ms`);
      reconnectTimer = setTimeout(connectCloud, reconnectMs);
    });
  };

  return {
    async start() {
      if (started) throw new Error("the helper was already started");
      started = true;
      const port = options.port === undefined ? PILOT_DESKTOP_PORT : options.port;
      if (port !== null) {
        try {
          server = await serve(port);
        } catch (error) {
          stopped = true;
          throw new Error(
            `cannot serve on 127.0.0.1:${port}: ${error instanceof Error ? error.message : error}`,
          );
        }
        const address = server.address();
        boundPort = typeof address === "object" && address ? address.port : port;
        log(`serving browsers on ws://127.0.0.1:${boundPort}`);
      }
      await watchFolders();
      if (options.cloud) connectCloud();
    },

    async stop() {
      if (stopped && !server) return;
      stopped = true;
      generation++;
      if (reconnectTimer) clearTimeout(reconnectTimer);
      reconnectTimer = null;
      stopPing();
      for (const watcher of watchers) watcher.close();
      watchers = [];
      if (cloud) {
        const socket = cloud;
        cloud = null;
        if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
        else socket.close(1000, "helper stopping");
      }
      const wss = server;
      server = null;
      boundPort = null;
      if (wss) {
        for (const client of wss.clients) client.terminate();
        await new Promise<void>((done) => wss.close(() => done()));
      }
      log("stopped");
    },

    get port() {
      return boundPort;
    },
    get folders() {
      return { ...folders };
    },
    get cloudState() {
      if (!options.cloud) return "off";
      if (cloud?.readyState === WebSocket.OPEN) return "connected";
      if (cloud?.readyState === WebSocket.CONNECTING) return "connecting";
      return "waiting";
    },
  };
}
