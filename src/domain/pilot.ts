/**
 * The helper (Pilot) connection as docs/product.md §4, §5 and §9 describe it, independent of the browser:
 * states Connecting → Connected → Disconnected; on open the logs are cleared and in cloud mode an
 * AUTH message goes out; on error or close it reconnects after 10 s unless closed on purpose; a
 * socket not open within 3 s is closed; an update request sends UPDATE, closes and reconnects
 * after 3 s. Sockets and timers are passed in, so tests drive it with fakes.
 */
import { MAP_SLUGS, type MapSlug } from "./maps";

export const PILOT_TIMINGS = {
  reconnectMs: 10_000,
  connectTimeoutMs: 3_000,
  updateReconnectMs: 3_000,
} as const;
export const PILOT_LOG_LINES = 30;
export const PILOT_ACTIONS = 20;

export type PilotStatus = "Connected" | "Connecting" | "Disconnected";

/** The part of a WebSocket the connection uses. */
export type SocketLike = {
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: (() => void) | null;
  /** The close event's code says why the other end closed (the relay's own codes, 4000 and up). */
  onclose: ((event?: { code?: number }) => void) | null;
  onerror: (() => void) | null;
  onmessage: ((event: { data: unknown }) => void) | null;
};

export type Timers = {
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
};

export type ConnectionOptions = {
  /** Opens a socket (new WebSocket(url) in the browser). */
  open: () => SocketLike;
  timers: Timers;
  /** Cloud mode sends AUTH with the user id on open. */
  cloud: boolean;
  userId: string | null;
  onStatus: (status: PilotStatus) => void;
  /** Every text frame the helper sends. */
  onText: (text: string) => void;
  /** The logs are cleared on open. */
  onOpen: () => void;
  /**
   * A close by the other end, with its code: the delay before reconnecting (ms), or undefined for
   * the usual one.
   */
  onClosed?: (code: number) => number | undefined;
};

export type PilotConnection = {
  /** Opens (again): Connecting until the socket opens. */
  connect(): void;
  /** Closes on purpose: no reconnect. */
  close(): void;
  /** Sends a message when connected; false when not. */
  send(message: object): boolean;
  /** Sends UPDATE, closes and reconnects after 3 s. */
  update(): void;
  status(): PilotStatus;
};

export function createPilotConnection(o: ConnectionOptions): PilotConnection {
  let socket: SocketLike | null = null;
  let status: PilotStatus = "Disconnected";
  let retry: unknown = null;
  let timeout: unknown = null;
  let nextDelay: number = PILOT_TIMINGS.reconnectMs;

  const set = (s: PilotStatus) => {
    status = s;
    o.onStatus(s);
  };
  const clearTimers = () => {
    if (retry !== null) o.timers.clearTimeout(retry);
    if (timeout !== null) o.timers.clearTimeout(timeout);
    retry = null;
    timeout = null;
  };
  const ended = (s: SocketLike, code?: number) => {
    if (socket !== s) return;
    socket = null;
    if (timeout !== null) o.timers.clearTimeout(timeout);
    timeout = null;
    set("Disconnected");
    // (a socket closed on purpose was let go first, so it never gets here)
    const delay = (code !== undefined ? o.onClosed?.(code) : undefined) ?? nextDelay;
    nextDelay = PILOT_TIMINGS.reconnectMs;
    retry = o.timers.setTimeout(() => {
      retry = null;
      connect();
    }, delay);
  };
  function connect() {
    clearTimers();
    const old = socket;
    socket = null;
    old?.close(1000, "reconnecting");
    const s = o.open();
    socket = s;
    set("Connecting");
    timeout = o.timers.setTimeout(() => {
      timeout = null;
      if (socket === s && status === "Connecting") {
        try {
          s.close();
        } finally {
          ended(s);
        }
      }
    }, PILOT_TIMINGS.connectTimeoutMs);
    s.onopen = () => {
      if (socket !== s) return;
      if (timeout !== null) o.timers.clearTimeout(timeout);
      timeout = null;
      set("Connected");
      o.onOpen();
      if (o.cloud && o.userId) s.send(JSON.stringify({ messageType: "AUTH", userId: o.userId }));
    };
    s.onclose = (event) => ended(s, event?.code);
    s.onerror = () => ended(s);
    s.onmessage = (e) => {
      if (socket === s && typeof e.data === "string") o.onText(e.data);
    };
  }
  return {
    connect,
    close() {
      clearTimers();
      const s = socket;
      socket = null;
      s?.close(1000, "closed");
      set("Disconnected");
    },
    send(message) {
      if (!socket || status !== "Connected") return false;
      socket.send(JSON.stringify(message));
      return true;
    },
    update() {
      const s = socket;
      if (!s || status !== "Connected") return;
      s.send(JSON.stringify({ messageType: "UPDATE" }));
      nextDelay = PILOT_TIMINGS.updateReconnectMs;
      s.close(1000, "update");
      ended(s);
    },
    status: () => status,
  };
}

/** What a frame from the helper is: a ping (ignored), JSON to check, or a plain log line. */
export type Incoming = { kind: "ping" } | { kind: "json"; value: unknown } | { kind: "log"; line: string };

export function classifyIncoming(text: string): Incoming {
  const trimmed = text.trim();
  if (trimmed === "ping") return { kind: "ping" };
  if (trimmed.startsWith("{")) {
    try {
      const value: unknown = JSON.parse(trimmed);
      if (typeof value === "object" && value !== null && "messageType" in value) {
        const type = (value as { messageType: unknown }).messageType;
        if (type === "ping" || type === "pong") return { kind: "ping" };
      }
      return { kind: "json", value };
    } catch {
      // not JSON after all: a log line
    }
  }
  return { kind: "log", line: text };
}

/** Game map ids (lower case) → the site's map slug (docs/product.md §4); Night Factory is the factory page. */
const GAME_MAPS: Record<string, MapSlug> = {
  bigmap: "customs",
  customs: "customs",
  factory4_day: "factory",
  factory4_night: "factory",
  factory: "factory",
  woods: "woods",
  shoreline: "shoreline",
  interchange: "interchange",
  shopping_mall: "interchange",
  rezervbase: "reserve",
  reservebase: "reserve",
  reserve: "reserve",
  laboratory: "lab",
  lab: "lab",
  lighthouse: "lighthouse",
  tarkovstreets: "streets",
  streets: "streets",
  city: "streets",
  sandbox: "ground-zero",
  sandbox_high: "ground-zero",
  "ground zero": "ground-zero",
  labyrinth: "labyrinth",
  terminal: "terminal",
  // TarkovPilot's display names (its MapName table)
  "the lab": "lab",
  "streets of tarkov": "streets",
  "the labyrinth": "labyrinth",
  "night factory": "factory",
  // scene names of the PvE log line "scene preset … path:maps/<name>.bundle"
  factory_day: "factory",
  factory_night: "factory",
  rezerv_base: "reserve",
};

/**
 * The map page a game map id is shown on, or null for one the site has no page for. Takes the
 * game's location ids, TarkovPilot's display names ("The Lab", "Streets of Tarkov") and the PvE
 * log's scene names (a `_preset` or `_scripts` ending dropped).
 * @example pilotMapSlug("Streets of Tarkov") // "streets"
 */
export function pilotMapSlug(gameId: string): MapSlug | null {
  const raw = gameId.trim().toLowerCase();
  const id = raw.replace(/_(preset|scripts)$/, "");
  const slug =
    GAME_MAPS[raw] ?? GAME_MAPS[id] ?? (MAP_SLUGS as readonly string[]).find((s) => s === raw || s === id);
  return (slug as MapSlug | undefined) ?? null;
}

/**
 * A POSITION_UPDATE's game position. TarkovPilot reads the screenshot name's "a, b, c" (game x,
 * height, game z) and sends x = c, y = a, z = b; so game x is its y, height its z, game z its x.
 * @example positionFromUpdate({ x: 146.56, y: 585.73, z: 11.24 }) // { x: 585.73, y: 11.24, z: 146.56 }
 */
export const positionFromUpdate = (m: { x: number; y: number; z: number }) => ({ x: m.y, y: m.z, z: m.x });

/** Whether a game map id is the night variant of Factory (shown on the factory page). */
export const isNightFactory = (gameId: string) => gameId.trim().toLowerCase() === "factory4_night";

/** Keeps the newest `max` entries (the log buffer and the action log). */
export function pushCapped<T>(list: readonly T[], entry: T, max: number): T[] {
  const next = [...list, entry];
  return next.length > max ? next.slice(next.length - max) : next;
}

/** Whether a helper's quest status completes the quest (docs/product.md §4: only status 12). */
export const completesQuest = (status: number) => status === 12;
