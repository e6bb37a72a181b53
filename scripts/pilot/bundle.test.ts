import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { bundleHelper } from "./bundle.mjs";
import { HELPER_FILE } from "./download.mjs";

// The downloadable helper: one file, run by plain `node` in a folder with nothing installed.

const SHOT = "2026-08-19[17-50]_585.73, 11.24, 146.56_0.00000, 0.94890, 0.00000, -0.31557_11.91 (0).png";
let dir: string;
let child: ChildProcess | undefined;

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

async function connect(port: number, timeoutMs = 10_000): Promise<WebSocket> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await new Promise<WebSocket>((resolve, reject) => {
        const ws = new WebSocket(`ws://127.0.0.1:${port}`);
        ws.once("open", () => resolve(ws));
        ws.once("error", reject);
      });
    } catch (error) {
      if (Date.now() > end) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

beforeAll(async () => {
  // outside the project: no node_modules to fall back on
  dir = mkdtempSync(join(tmpdir(), "pilot-download-"));
  await bundleHelper(join(dir, HELPER_FILE));
});
afterAll(() => {
  child?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe("the downloadable helper", () => {
  it("runs alone with node and tells a browser about a new screenshot", async () => {
    const shots = join(dir, "Screenshots");
    const logs = join(dir, "Logs");
    mkdirSync(shots);
    mkdirSync(logs);
    const port = await freePort();
    let output = "";
    child = spawn(
      process.execPath,
      [HELPER_FILE, "--screenshots", shots, "--logs", logs, "--port", String(port)],
      {
        cwd: dir,
        env: { PATH: process.env.PATH ?? "" },
      },
    );
    child.stdout?.on("data", (d) => {
      output += String(d);
    });
    child.stderr?.on("data", (d) => {
      output += String(d);
    });
    const ws = await connect(port).catch((error) => {
      throw new Error(`${error}\n${output}`);
    });
    const messages: { messageType: string; filename?: string }[] = [];
    ws.on("message", (data) => messages.push(JSON.parse(String(data))));
    // let the watcher settle, then take a screenshot
    await new Promise((r) => setTimeout(r, 300));
    writeFileSync(join(shots, SHOT), "png");
    const end = Date.now() + 10_000;
    while (!messages.some((m) => m.messageType === "SEND_FILENAME") && Date.now() < end)
      await new Promise((r) => setTimeout(r, 50));
    ws.close();
    expect(
      messages.filter((m) => m.messageType === "SEND_FILENAME"),
      output,
    ).toEqual([{ messageType: "SEND_FILENAME", filename: SHOT }]);
    expect(output).toContain("Pilot helper 1.0.0 running");
  });
});
