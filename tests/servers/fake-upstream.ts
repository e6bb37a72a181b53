import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * An upstream feed on 127.0.0.1 for the API tests of the hourly import (vitest globalSetup of the
 * api project), serving the good fixtures' tasks file and the ways a feed goes wrong:
 *  - /pve_tasks.json: the five fixture tasks;
 *  - /single/pve_tasks.json: one of them (a feed that lost most of a table);
 *  - /truncated/pve_tasks.json: the file cut in half;
 *  - /slow/pve_tasks.json: the file after 3 s;
 *  - /oversized/pve_tasks.json: the file announced as 200 MB;
 *  - /streamed/pve_tasks.json: the file without a length (the reader counts what arrives).
 */
const TASKS = readFileSync("tests/fixtures/upstream/good/pve_tasks.json", "utf8");

function oneTask(): string {
  const json = JSON.parse(TASKS) as { data: { tasks: Record<string, unknown> } };
  const [first] = Object.keys(json.data.tasks);
  json.data.tasks = first ? { [first]: json.data.tasks[first] } : {};
  return JSON.stringify(json);
}

export function startFakeUpstream(): Promise<Server> {
  const single = oneTask();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const send = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { "Content-Type": "application/json", ...headers });
      res.end(body);
    };
    if (path === "/pve_tasks.json") return send(TASKS);
    if (path === "/single/pve_tasks.json") return send(single);
    if (path === "/truncated/pve_tasks.json") return send(TASKS.slice(0, Math.floor(TASKS.length / 2)));
    if (path === "/slow/pve_tasks.json") {
      const timer = setTimeout(() => send(TASKS), 3000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (path === "/oversized/pve_tasks.json") {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(200 * 1024 * 1024) });
      res.write(TASKS.slice(0, 100));
      return;
    }
    if (path === "/streamed/pve_tasks.json") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(TASKS);
      return;
    }
    res.writeHead(404).end();
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** vitest globalSetup: starts the feed and provides its base URL as "upstreamUrl". */
export default async function setup({ provide }: { provide: (key: "upstreamUrl", value: string) => void }) {
  const server = await startFakeUpstream();
  const { port } = server.address() as AddressInfo;
  provide("upstreamUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
