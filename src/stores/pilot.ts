/**
 * $pilot (docs/product.md §3 Pilot state): the helper connection of this browser and what it reported.
 * Settings, the 30-line log and the 20-entry action log are kept in localStorage under the pilot
 * settings key (docs/product.md §9 defaults: map change and quest auto-complete on). The helper's messages:
 * a screenshot name or a position moves the map arrow (setMapPosition), a map change opens that
 * map's page when enabled, a quest status 12 completes the quest for a Pro user with the setting
 * on (docs/product.md §4), the configuration fills version and folders; anything else is a log line.
 */
import { map } from "nanostores";
import { safeParse } from "zod/v4/core";
import { helperMessageSchema, PILOT_CLOSE, PILOT_DESKTOP_PORT, type SiteMessage } from "../contracts/pilot";
import type { MapSlug } from "../domain/maps";
import {
  classifyIncoming,
  completesQuest,
  createPilotConnection,
  PILOT_ACTIONS,
  PILOT_LOG_LINES,
  type PilotConnection,
  type PilotStatus,
  pilotMapSlug,
  positionFromUpdate,
  pushCapped,
  type SocketLike,
  type Timers,
} from "../domain/pilot";
import { parseScreenshotName } from "../domain/screenshot-name";
import { setMapPosition } from "./map-position";

export type PilotMode = "DESKTOP_APP" | "CLOUD";
export type PilotAction = {
  action: "MAP_CHANGE" | "POSITION_UPDATE" | "QUEST_UPDATE";
  date: number;
  details: string;
};

export type PilotState = {
  mode: PilotMode;
  /** Connect on every page that uses the helper (set by Connect, cleared by Disconnect). */
  enabled: boolean;
  status: PilotStatus;
  isConnected: boolean;
  isConnecting: boolean;
  version: string | null;
  gameFolder: string;
  screenshotsFolder: string;
  mapChangeEnabled: boolean;
  questsAutoCompleteEnabled: boolean;
  /** The game map id the helper reported last, and its page. */
  map: string | null;
  mapSlug: MapSlug | null;
  position: { x: number; y: number; z: number } | null;
  look: number | null;
  /** The last thing worth telling the user (a refused quest, a map without a page). */
  message: string | null;
  /** Why the relay closed the connection last (its close code), until the next open. */
  closedBy: PilotCloseReason | null;
  logs: string[];
  actionsLog: PilotAction[];
};

/** Why the relay closed a page's socket (PILOT_CLOSE), when it said. */
export type PilotCloseReason = keyof typeof PILOT_CLOSE;
const closeReason = (code: number): PilotCloseReason | null =>
  (Object.keys(PILOT_CLOSE) as PilotCloseReason[]).find((k) => PILOT_CLOSE[k].code === code) ?? null;
/** How long a page the relay closed for too many open pages waits before trying again. */
export const TOO_MANY_RETRY_MS = 30_000;

/** The pilot settings key (docs/product.md §9). */
export const PILOT_KEY = "tm_pilot";
const SAVED: (keyof PilotState)[] = [
  "mode",
  "enabled",
  "mapChangeEnabled",
  "questsAutoCompleteEnabled",
  "logs",
  "actionsLog",
];

export const PILOT_DEFAULTS: PilotState = {
  mode: "DESKTOP_APP",
  enabled: false,
  status: "Disconnected",
  isConnected: false,
  isConnecting: false,
  version: null,
  gameFolder: "",
  screenshotsFolder: "",
  mapChangeEnabled: true,
  questsAutoCompleteEnabled: true,
  map: null,
  mapSlug: null,
  position: null,
  look: null,
  message: null,
  closedBy: null,
  logs: [],
  actionsLog: [],
};

export type PilotDeps = {
  openSocket: (url: string) => SocketLike;
  timers: Timers;
  storage: Pick<Storage, "getItem" | "setItem"> | null;
  /** ws://127.0.0.1:5123 or the site's /ws/pilot. */
  urlFor: (mode: PilotMode) => string;
  userId: () => string | null;
  isPro: () => boolean;
  /** The quest uid of a game quest id, when the data knows it (may load the quests first). */
  questUid: (bsgId: string) => Promise<string | null>;
  completeQuest: (uid: string) => void;
  /** The open map page's slug, or null off the map pages. */
  openMap: () => string | null;
  navigate: (href: string) => void;
  now: () => number;
};

export function createPilotStore(deps: PilotDeps) {
  const saved = (() => {
    try {
      return JSON.parse(deps.storage?.getItem(PILOT_KEY) ?? "{}") as Partial<PilotState>;
    } catch {
      return {};
    }
  })();
  const $pilot = map<PilotState>({
    ...PILOT_DEFAULTS,
    ...Object.fromEntries(SAVED.filter((k) => k in saved).map((k) => [k, saved[k]])),
  });
  const save = () => {
    const s = $pilot.get();
    try {
      deps.storage?.setItem(PILOT_KEY, JSON.stringify(Object.fromEntries(SAVED.map((k) => [k, s[k]]))));
    } catch {
      // storage full or off: the settings last for this page
    }
  };
  const log = (line: string) => {
    $pilot.setKey("logs", pushCapped($pilot.get().logs, line, PILOT_LOG_LINES));
    save();
  };
  const act = (action: PilotAction["action"], details: string) => {
    $pilot.setKey(
      "actionsLog",
      pushCapped($pilot.get().actionsLog, { action, date: deps.now(), details }, PILOT_ACTIONS),
    );
    save();
  };
  const moveArrow = (x: number, y: number, z: number, yaw: number) => {
    $pilot.setKey("position", { x, y, z });
    $pilot.setKey("look", yaw);
    setMapPosition({ map: $pilot.get().mapSlug, x, y, z, yaw });
  };

  async function handle(text: string) {
    const incoming = classifyIncoming(text);
    if (incoming.kind === "ping") return;
    const parsed = incoming.kind === "json" ? safeParse(helperMessageSchema, incoming.value) : null;
    if (!parsed?.success) {
      log(incoming.kind === "log" ? incoming.line : text);
      return;
    }
    const m = parsed.data;
    switch (m.messageType) {
      case "CONFIGURATION":
        $pilot.setKey("version", m.version);
        $pilot.setKey("gameFolder", m.gameFolder ?? "");
        $pilot.setKey("screenshotsFolder", m.screenshotsFolder ?? "");
        return;
      case "SEND_FILENAME": {
        const p = parseScreenshotName(m.filename);
        if (!p) return log(m.filename);
        moveArrow(p.x, p.y, p.z, p.yaw);
        return act("POSITION_UPDATE", m.filename);
      }
      case "POSITION_UPDATE": {
        const at = positionFromUpdate(m);
        moveArrow(at.x, at.y, at.z, m.look ?? $pilot.get().look ?? 0);
        return act("POSITION_UPDATE", `${at.x}, ${at.y}, ${at.z}`);
      }
      case "MAP_CHANGE": {
        const slug = pilotMapSlug(m.map);
        $pilot.setKey("map", m.map);
        $pilot.setKey("mapSlug", slug);
        act("MAP_CHANGE", m.map);
        const open = deps.openMap();
        if (slug && open && open !== slug && $pilot.get().mapChangeEnabled) deps.navigate(`/maps/${slug}`);
        return;
      }
      case "QUEST_UPDATE": {
        // a quest update that completes nothing says why in the log
        const skip = !completesQuest(m.status)
          ? `status ${m.status} completes nothing`
          : !$pilot.get().questsAutoCompleteEnabled
            ? "completing quests is turned off"
            : !deps.isPro()
              ? "Pro status required"
              : null;
        if (skip) return log(`QUEST_UPDATE ${m.questId}: ${skip}`);
        const uid = await deps.questUid(m.questId);
        if (!uid) return log(`QUEST_UPDATE: unknown quest ${m.questId}`);
        deps.completeQuest(uid);
        act("QUEST_UPDATE", uid);
      }
    }
  }

  let conn: PilotConnection | null = null;
  const setStatus = (status: PilotStatus) => {
    $pilot.setKey("status", status);
    $pilot.setKey("isConnected", status === "Connected");
    $pilot.setKey("isConnecting", status === "Connecting");
  };

  let pending: unknown = null;
  const actions = {
    $pilot,
    /** Connects in the chosen mode and remembers to connect on the next pages. */
    connect() {
      conn?.close();
      const mode = $pilot.get().mode;
      conn = createPilotConnection({
        open: () => deps.openSocket(deps.urlFor(mode)),
        timers: deps.timers,
        cloud: mode === "CLOUD",
        userId: deps.userId(),
        onStatus: setStatus,
        onText: (t) => void handle(t),
        onOpen: () => {
          $pilot.setKey("logs", []);
          $pilot.setKey("closedBy", null);
          save();
        },
        onClosed: (code) => {
          const reason = closeReason(code);
          $pilot.setKey("closedBy", reason);
          // a page over the account's cap would be closed again at once: it tries again later
          return reason === "tooMany" ? TOO_MANY_RETRY_MS : undefined;
        },
      });
      $pilot.setKey("enabled", true);
      save();
      conn.connect();
    },
    disconnect() {
      conn?.close();
      conn = null;
      $pilot.setKey("enabled", false);
      save();
    },
    /** Connects when the user connected last time (the map pages call this). */
    resume() {
      if ($pilot.get().enabled && !conn) actions.connect();
    },
    setMode(mode: PilotMode) {
      $pilot.setKey("mode", mode);
      save();
      if (conn) actions.connect();
    },
    /** A helper setting: kept here and, while connected, sent to the helper with the others. */
    setToggle(key: "mapChangeEnabled" | "questsAutoCompleteEnabled", on: boolean) {
      $pilot.setKey(key, on);
      save();
      if ($pilot.get().isConnected) sendSettings();
    },
    /** Folder settings: only while connected, sent after 500 ms of quiet (docs/product.md §5, §9). */
    setFolders(gameFolder: string, screenshotsFolder: string): boolean {
      if (!$pilot.get().isConnected) return false;
      $pilot.setKey("gameFolder", gameFolder);
      $pilot.setKey("screenshotsFolder", screenshotsFolder);
      if (pending !== null) deps.timers.clearTimeout(pending);
      pending = deps.timers.setTimeout(() => {
        pending = null;
        sendSettings();
      }, 500);
      return true;
    },
    resetSettings: () => send({ messageType: "SETTINGS_RESET" }),
    update: () => conn?.update(),
    /** For tests: a frame as if the helper sent it. */
    receive: handle,
  };
  const send = (m: SiteMessage) => conn?.send(m) ?? false;
  /**
   * Every setting the helper keeps, always all of them: TarkovPilot saves a missing one as false
   * (a folder edit without `mapChangeEnabled` would stop it following maps).
   */
  const sendSettings = () => {
    const s = $pilot.get();
    send({
      messageType: "SETTINGS_UPDATE",
      gameFolder: s.gameFolder,
      screenshotsFolder: s.screenshotsFolder,
      mapChangeEnabled: s.mapChangeEnabled,
      questsAutoCompleteEnabled: s.questsAutoCompleteEnabled,
    });
  };
  return actions;
}

/** The helper's address in a mode: the local app, or this site's relay (wss under https). */
export function pilotUrl(mode: PilotMode, loc: Pick<Location, "protocol" | "host">): string {
  if (mode === "DESKTOP_APP") return `ws://127.0.0.1:${PILOT_DESKTOP_PORT}`;
  return `${loc.protocol === "https:" ? "wss" : "ws"}://${loc.host}/ws/pilot`;
}
