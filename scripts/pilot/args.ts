import { homedir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { PILOT_DESKTOP_PORT } from "../../src/contracts/pilot";
import type { HelperOptions } from "./helper";

/** The version this helper reports in CONFIGURATION unless --version says otherwise. */
export const HELPER_VERSION = "1.0.0";

export const USAGE = `usage: node tarkov-companion-pilot.mjs (or npm run pilot -- in the site's source) [--screenshots <dir>] [--logs <dir>]
         [--port <n> | --no-local] [--cloud <url> --key <key>] [--origin <url>]... [--version <x>]

  --screenshots  the game's screenshots folder (default: Documents/Escape from Tarkov/Screenshots)
  --logs         the game folder or its Logs folder (default: C:\\Battlestate Games\\Escape from Tarkov)
  --port         local WebSocket port for desktop mode on 127.0.0.1 (default ${PILOT_DESKTOP_PORT}; 0 = any free)
  --no-local     serve no local WebSocket (cloud mode only)
  --cloud        the site's relay, e.g. wss://example.org/ws/pilot (an https:// site URL works too)
  --key          the pairing key for the relay (or env PILOT_KEY)
  --origin       a site origin allowed on the local socket (repeatable; default: any)
  --version      the version reported to the site (default ${HELPER_VERSION})
  --reconnect    seconds before reconnecting to the relay (default 10)`;

/** The default folders of a Windows install (where the game runs). */
export function defaultFolders(): { screenshots: string; logs: string } {
  return {
    screenshots: join(homedir(), "Documents", "Escape from Tarkov", "Screenshots"),
    logs:
      process.platform === "win32"
        ? "C:\\Battlestate Games\\Escape from Tarkov"
        : join(homedir(), "Battlestate Games", "Escape from Tarkov"),
  };
}

/**
 * The relay URL for a --cloud value: ws:// and wss:// as given; http(s):// turned into ws(s)://,
 * with /ws/pilot added when the URL names only the site. Null when it is not a URL of those kinds.
 * @example relayUrl("https://example.org") // "wss://example.org/ws/pilot"
 */
export function relayUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol === "http:" || url.protocol === "https:") {
    url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
    if (url.pathname === "/") url.pathname = "/ws/pilot";
  }
  if (url.protocol !== "ws:" && url.protocol !== "wss:") return null;
  return url.toString();
}

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);

export type CliResult =
  | { ok: true; options: HelperOptions; warnings: string[] }
  | { ok: false; help: boolean; error: string };

/** Reads the command line (without node and the script) and the environment into helper options. */
export function parseCli(argv: readonly string[], env: NodeJS.ProcessEnv): CliResult {
  let values: ReturnType<typeof parse>["values"];
  try {
    values = parse(argv).values;
  } catch (error) {
    return { ok: false, help: false, error: error instanceof Error ? error.message : String(error) };
  }
  if (values.help) return { ok: false, help: true, error: "" };
  const fail = (error: string): CliResult => ({ ok: false, help: false, error });
  const warnings: string[] = [];

  let port: number | null = PILOT_DESKTOP_PORT;
  if (values["no-local"]) {
    if (values.port !== undefined) return fail("--port and --no-local exclude each other");
    port = null;
  } else if (values.port !== undefined) {
    port = Number(values.port);
    if (!/^\d+$/.test(values.port) || port > 65_535) return fail(`not a port: ${values.port}`);
  }

  let cloud: string | null = null;
  const key = values.key ?? env.PILOT_KEY ?? null;
  if (values.cloud !== undefined) {
    cloud = relayUrl(values.cloud);
    if (cloud === null) return fail(`not a ws://, wss:// or http(s):// URL: ${values.cloud}`);
    if (!key) return fail("--cloud needs the pairing key: --key <key> or env PILOT_KEY");
    const url = new URL(cloud);
    if (url.protocol === "ws:" && !LOOPBACK.has(url.hostname)) {
      warnings.push(`the relay ${url.host} is reached without TLS: the pairing key travels in clear`);
    }
  } else if (values.key !== undefined) {
    return fail("--key without --cloud");
  }
  if (port === null && cloud === null) return fail("nothing to do: --no-local needs --cloud");

  let reconnectMs: number | undefined;
  if (values.reconnect !== undefined) {
    const seconds = Number(values.reconnect);
    if (!Number.isFinite(seconds) || seconds < 0.1)
      return fail(`not a delay in seconds: ${values.reconnect}`);
    reconnectMs = Math.round(seconds * 1000);
  }

  const defaults = defaultFolders();
  return {
    ok: true,
    warnings,
    options: {
      screenshots: values.screenshots ?? defaults.screenshots,
      logs: values.logs ?? defaults.logs,
      port,
      cloud,
      key,
      version: values.version ?? HELPER_VERSION,
      reconnectMs,
      allowedOrigins: values.origin ?? [],
    },
  };
}

function parse(argv: readonly string[]) {
  return parseArgs({
    args: [...argv],
    strict: true,
    options: {
      screenshots: { type: "string" },
      logs: { type: "string" },
      port: { type: "string" },
      "no-local": { type: "boolean" },
      cloud: { type: "string" },
      key: { type: "string" },
      origin: { type: "string", multiple: true },
      version: { type: "string" },
      reconnect: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
}
