/**
 * Pure readers of the game's log text (the desktop helper, scripts/pilot). The game writes one
 * folder per session, `log_<date>_<version>`, holding `<…> application_000.log` and
 * `<…> push-notifications_000.log`; each entry is `date time|version|Level|channel|message`,
 * optionally followed by a multi-line JSON payload.
 */

/**
 * A scene preset bundle (`maps/<bundle>.bundle`, without the `_preset` suffix) → the location id
 * the game uses for the same map in `Location: …` (and the site's map normaliser knows). The
 * preset line comes first when a map loads; mapping it keeps both kinds of line on one id, so a
 * raid gives one MAP_CHANGE, not two.
 */
const PRESET_LOCATIONS: Record<string, string> = {
  customs: "bigmap",
  factory_day: "factory4_day",
  factory_night: "factory4_night",
  woods: "Woods",
  shoreline: "Shoreline",
  shopping_mall: "Interchange",
  rezerv_base: "RezervBase",
  laboratory: "laboratory",
  lighthouse: "Lighthouse",
  city: "TarkovStreets",
  sandbox: "Sandbox",
  sandbox_high: "Sandbox_high",
  labyrinth: "Labyrinth",
};

const NETWORK_GAME_CREATE = /TRACE-NetworkGameCreate\b.*?\bLocation: ([^,'\s]+)/;
const SCENE_PRESET = /scene preset path:maps\/([\w.-]+?)\.bundle/;

/**
 * The location id of a scene preset bundle: `_preset` stripped, then known bundles mapped to the
 * game's location id; an unknown bundle stays as it is (stripped).
 * @example presetLocation("factory_day_preset") // "factory4_day"
 * @example presetLocation("new_map_preset") // "new_map"
 */
export function presetLocation(bundle: string): string {
  const name = bundle.replace(/_preset$/i, "");
  return PRESET_LOCATIONS[name.toLowerCase()] ?? name;
}

/**
 * The raw game map id an application log line names, or null.
 * @example mapFromLine("…|application|TRACE-NetworkGameCreate profileStatus: '… Location: bigmap, Sid: …'") // "bigmap"
 * @example mapFromLine("…|application|scene preset path:maps/city_preset.bundle rcid:…") // "TarkovStreets"
 */
export function mapFromLine(line: string): string | null {
  const created = NETWORK_GAME_CREATE.exec(line);
  if (created?.[1]) return created[1];
  const preset = SCENE_PRESET.exec(line);
  if (preset?.[1]) return presetLocation(preset[1]);
  return null;
}

/** Whether two raw map ids name the same map (the game's ids differ only in case between sources). */
export const sameMap = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && a.toLowerCase() === b.toLowerCase();

/**
 * Splits streamed text into complete lines ("\n" or "\r\n"), keeping an unfinished last line for
 * the next chunk.
 */
export function createLineSplitter(): { push(chunk: string): string[]; reset(): void } {
  let carry = "";
  return {
    push(chunk) {
      const parts = (carry + chunk).split("\n");
      carry = parts.pop() ?? "";
      return parts.map((line) => (line.endsWith("\r") ? line.slice(0, -1) : line));
    },
    reset() {
      carry = "";
    },
  };
}

/** A `Got notification | <kind>` entry with its JSON payload. */
export type Notification = { kind: string; payload: unknown };

const NOTIFICATION_HEADER = /Got notification \| ?(\S+)/;
/** The start of a log entry ("2026-08-19 17:52:10.123"): inside a payload it means the payload broke off. */
const ENTRY_START = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/;
/** A payload larger than this is dropped as malformed (the real ones are a few KiB). */
const PAYLOAD_MAX = 256 * 1024;

type Scan = { depth: number; inString: boolean; escaped: boolean };

/**
 * Advances a JSON brace scan over `text` (strings and escapes respected); the index just past the
 * brace that closes the object, or -1 when it stays open.
 */
function scanJson(state: Scan, text: string): number {
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (state.inString) {
      if (state.escaped) state.escaped = false;
      else if (c === "\\") state.escaped = true;
      else if (c === '"') state.inString = false;
    } else if (c === '"') state.inString = true;
    else if (c === "{") state.depth++;
    else if (c === "}") {
      state.depth--;
      if (state.depth === 0) return i + 1;
    }
  }
  return -1;
}

/**
 * Reads notification entries out of streamed notification-log text. After a
 * `Got notification | <kind>` line, the JSON object that starts on a following line is collected
 * until its braces balance, across chunks (a closing brace not yet followed by its newline
 * counts). A payload that is not valid JSON, breaks off (a new log entry starts inside it) or
 * grows past PAYLOAD_MAX is dropped, and reading goes on after it.
 */
export function createNotificationReader(): { push(chunk: string): Notification[]; reset(): void } {
  /** Text not read yet: an unfinished line, or what follows a payload's closing brace on its line. */
  let buffer = "";
  let mode: "seek" | "await" | "json" = "seek";
  let kind = "";
  let block = "";
  let scan: Scan = { depth: 0, inString: false, escaped: false };

  const seek = (line: string) => {
    const header = NOTIFICATION_HEADER.exec(line);
    mode = header?.[1] ? "await" : "seek";
    if (header?.[1]) kind = header[1];
  };

  /** Ends a payload: the notification, or null when the text is not JSON. */
  const finish = (text: string): Notification | null => {
    mode = "seek";
    block = "";
    try {
      return { kind, payload: JSON.parse(text) };
    } catch {
      return null;
    }
  };

  /** Where a payload starts on a line awaited after a header, or -1 when the line holds none. */
  const payloadStart = (line: string) => {
    const start = line.indexOf("{");
    return start !== -1 && line.slice(0, start).trim() === "" ? start : -1;
  };

  /** One whole line. */
  const take = (line: string, out: Notification[]) => {
    if (mode === "await") {
      if (line.trim() === "") return;
      const start = payloadStart(line);
      if (start === -1) return seek(line);
      mode = "json";
      block = "";
      scan = { depth: 0, inString: false, escaped: false };
      line = line.slice(start);
    } else if (mode === "json") {
      // the payload never closed: drop it and read this line afresh
      if (!scan.inString && ENTRY_START.test(line)) return seek(line);
    } else return seek(line);
    const end = scanJson(scan, line);
    if (end !== -1) {
      const done = finish(block + line.slice(0, end));
      if (done) out.push(done);
    } else {
      block += `${line}\n`;
      if (block.length > PAYLOAD_MAX) mode = "seek";
    }
  };

  /** The unfinished last line: a payload may close on it. It is not a log entry (those start with a digit). */
  const probe = (out: Notification[]) => {
    if (buffer === "" || /^\d/.test(buffer)) return;
    let state: Scan;
    let from = 0;
    if (mode === "json") state = { ...scan };
    else if (mode === "await" && payloadStart(buffer) !== -1) {
      state = { depth: 0, inString: false, escaped: false };
      from = payloadStart(buffer);
      block = "";
    } else return;
    const end = scanJson(state, buffer.slice(from));
    if (end === -1) return;
    const done = finish(block + buffer.slice(from, from + end));
    if (done) out.push(done);
    buffer = buffer.slice(from + end);
  };

  return {
    push(chunk) {
      const out: Notification[] = [];
      buffer += chunk;
      for (let nl = buffer.indexOf("\n"); nl !== -1; nl = buffer.indexOf("\n")) {
        const line = buffer.slice(0, nl);
        buffer = buffer.slice(nl + 1);
        take(line.endsWith("\r") ? line.slice(0, -1) : line, out);
      }
      probe(out);
      return out;
    },
    reset() {
      buffer = "";
      mode = "seek";
      block = "";
    },
  };
}

/** A quest's status change from a ChatMessageReceived notification. */
export type QuestUpdate = { questId: string; status: number };

/**
 * The quest update a notification carries: a ChatMessageReceived whose `message.type` is an
 * integer (10 started, 11 failed, 12 finished; passed on as it is) and whose `message.templateId`
 * starts with the quest id ("5936d90786f7742b1420ba5b successMessageText 0"). Null for anything else.
 */
export function questUpdateFrom(notification: Notification): QuestUpdate | null {
  if (notification.kind !== "ChatMessageReceived") return null;
  const payload = notification.payload;
  if (typeof payload !== "object" || payload === null) return null;
  const message = (payload as { message?: unknown }).message;
  if (typeof message !== "object" || message === null) return null;
  const { type, templateId } = message as { type?: unknown; templateId?: unknown };
  if (typeof type !== "number" || !Number.isInteger(type) || typeof templateId !== "string") return null;
  const questId = templateId.trim().split(/\s+/)[0] ?? "";
  if (questId === "" || questId.length > 64) return null;
  return { questId, status: type };
}
