import { describe, expect, it } from "vitest";
import { defaultFolders, HELPER_VERSION, parseCli, relayUrl } from "./args";

describe("parseCli", () => {
  it("serves the desktop port with the default folders when given nothing", () => {
    const parsed = parseCli([], {});
    expect(parsed).toEqual({
      ok: true,
      warnings: [],
      options: {
        screenshots: defaultFolders().screenshots,
        logs: defaultFolders().logs,
        port: 5123,
        cloud: null,
        key: null,
        version: HELPER_VERSION,
        reconnectMs: undefined,
        allowedOrigins: [],
      },
    });
  });

  it("reads every option", () => {
    const parsed = parseCli(
      [
        "--screenshots",
        "/s",
        "--logs",
        "/g",
        "--port",
        "0",
        "--cloud",
        "wss://example.org/ws/pilot",
        "--key",
        "k1",
        "--version",
        "2.0.0",
        "--origin",
        "https://example.org",
        "--origin",
        "http://127.0.0.1:4321",
        "--reconnect",
        "2.5",
      ],
      { PILOT_KEY: "from-env" },
    );
    expect(parsed).toMatchObject({
      ok: true,
      options: {
        screenshots: "/s",
        logs: "/g",
        port: 0,
        cloud: "wss://example.org/ws/pilot",
        key: "k1",
        version: "2.0.0",
        allowedOrigins: ["https://example.org", "http://127.0.0.1:4321"],
        reconnectMs: 2500,
      },
    });
  });

  it("takes the key from PILOT_KEY, and cloud only with --no-local", () => {
    const parsed = parseCli(["--no-local", "--cloud", "ws://127.0.0.1:8787/ws/pilot"], {
      PILOT_KEY: "env-key",
    });
    expect(parsed).toMatchObject({ ok: true, warnings: [], options: { port: null, key: "env-key" } });
  });

  it("warns when the key would travel without TLS to another host", () => {
    const parsed = parseCli(["--cloud", "ws://example.org/ws/pilot", "--key", "k"], {});
    expect(parsed.ok && parsed.warnings).toEqual([
      "the relay example.org is reached without TLS: the pairing key travels in clear",
    ]);
  });

  it.each([
    [
      ["--cloud", "wss://example.org/ws/pilot"],
      "--cloud needs the pairing key: --key <key> or env PILOT_KEY",
    ],
    [["--key", "k"], "--key without --cloud"],
    [["--no-local"], "nothing to do: --no-local needs --cloud"],
    [["--no-local", "--port", "1"], "--port and --no-local exclude each other"],
    [["--port", "65536"], "not a port: 65536"],
    [["--port=-1"], "not a port: -1"],
    [["--port", "http"], "not a port: http"],
    [
      ["--cloud", "ftp://example.org", "--key", "k"],
      "not a ws://, wss:// or http(s):// URL: ftp://example.org",
    ],
    [["--reconnect", "0"], "not a delay in seconds: 0"],
  ])("refuses %j", (argv, error) => {
    expect(parseCli(argv, {})).toEqual({ ok: false, help: false, error });
  });

  it("refuses unknown options and answers --help", () => {
    expect(parseCli(["--bogus"], {})).toMatchObject({ ok: false, help: false });
    expect(parseCli(["-h"], {})).toEqual({ ok: false, help: true, error: "" });
  });
});

describe("relayUrl", () => {
  it.each([
    ["wss://example.org/ws/pilot", "wss://example.org/ws/pilot"],
    ["ws://127.0.0.1:8787/ws/pilot", "ws://127.0.0.1:8787/ws/pilot"],
    ["https://example.org", "wss://example.org/ws/pilot"],
    ["http://127.0.0.1:8787/", "ws://127.0.0.1:8787/ws/pilot"],
    ["https://example.org/custom", "wss://example.org/custom"],
    ["example.org", null],
    ["file:///tmp/x", null],
  ])("%s → %s", (value, expected) => {
    expect(relayUrl(value)).toBe(expected);
  });
});
