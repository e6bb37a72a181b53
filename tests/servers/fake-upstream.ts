import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A tarkov.dev-like feed on 127.0.0.1 for the API tests of the hourly import (vitest globalSetup
 * of the api project). `/<variant>/<mode>/<name>` serves the good fixtures as a whole feed
 * (regular and pve items and tasks, crafts, barters, hideout, traders) and the ways a feed goes wrong:
 *  - good: every file whole;
 *  - shrunk: tasks holds one of the five tasks (a feed that lost most of a table);
 *  - truncated: tasks cut in half;
 *  - slow: tasks after 3 s;
 *  - oversized: tasks announced as 200 MB;
 *  - streamed: every file without a length (the reader counts what arrives);
 *  - missing: no barters file;
 *  - odd: a hideout file of no shape the importer reads;
 *  - emptied: a hideout file with no station (a whole table dropped);
 *  - russian: every file whole, and the feed's Russian items and tasks files (RU);
 * and `/single/pve_tasks.json`: one file, as if UPSTREAM_URL named a file rather than the feed;
 * `/overlay/good.json`, a data overlay that renames a task and makes another Edge of Darkness
 * only, and `/overlay/cut.json`, the same cut short.
 */
const GOOD = "tests/fixtures/upstream/good";
const read = (file: string) => readFileSync(`${GOOD}/${file}`, "utf8");
const FILES: Record<string, string> = {
  "regular/items": read("items_graphql_prices.json"),
  "pve/items": read("items_graphql_prices.json"),
  "regular/tasks": read("pve_tasks.json"),
  "pve/tasks": read("pve_tasks.json"),
  "regular/crafts": read("pve_crafts.json"),
  "regular/barters": read("pve_barters.json"),
  "regular/hideout": read("pve_hideout.json"),
  "regular/traders": read("pve_traders.json"),
};

/**
 * The feed's Russian files of the fixture items and tasks (the game's Russian names of the items
 * the fixtures stand for): items as the feed sends it (its data beside its `lang` table), tasks
 * with its translations.
 */
const RU: Record<string, string> = {
  "regular/items_ru": JSON.stringify({
    document: { data: { items: {} } },
    lang: {
      "bbb000000000000000000001 Name": "Аптечка Salewa First Aid Kit",
      "bbb000000000000000000001 ShortName": "Salewa",
      "bbb000000000000000000003 Name": "Автомат Калашникова АК-74Н 5.45x39",
      "bbb000000000000000000003 ShortName": "АК-74Н",
    },
  }),
  "regular/tasks_ru": JSON.stringify({
    data: { tasks: {} },
    translations: ["$.data.tasks.*.name"],
    lang: { "aaa000000000000000000001 name": "Первые шаги" },
  }),
};

/** A TarkovTracker-like overlay over the fixture tasks. */
const OVERLAY = JSON.stringify({
  $meta: { version: "test", generated: "2026-08-21T00:00:00Z" },
  tasks: { aaa000000000000000000002: { name: "Second Steps (corrected)", minPlayerLevel: 7 } },
  modes: {},
  editions: {
    standard: {
      id: "standard",
      title: "Standard",
      defaultStashLevel: 1,
      defaultCultistCircleLevel: 0,
      traderRepBonus: {},
    },
    edge_of_darkness: {
      id: "edge_of_darkness",
      title: "Edge of Darkness",
      defaultStashLevel: 4,
      defaultCultistCircleLevel: 0,
      traderRepBonus: {},
      exclusiveTaskIds: ["aaa000000000000000000004"],
    },
  },
});

function oneTask(tasks: string): string {
  const json = JSON.parse(tasks) as { data: { tasks: Record<string, unknown> } };
  const [first] = Object.keys(json.data.tasks);
  json.data.tasks = first ? { [first]: json.data.tasks[first] } : {};
  return JSON.stringify(json);
}

export function startFakeUpstream(): Promise<Server> {
  const single = oneTask(FILES["regular/tasks"] ?? "");
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname;
    const send = (body: string, headers: Record<string, string> = {}) => {
      res.writeHead(200, { "Content-Type": "application/json", ...headers });
      res.end(body);
    };
    if (path === "/single/pve_tasks.json") return send(FILES["regular/tasks"] ?? "");
    if (path === "/overlay/good.json") return send(OVERLAY);
    if (path === "/overlay/cut.json") return send(OVERLAY.slice(0, 80));
    const m = /^\/([a-z]+)\/(regular|pve)\/([a-z_]+)$/.exec(path);
    const file = m ? `${m[2]}/${m[3]}` : "";
    const body = FILES[file] ?? (m?.[1] === "russian" ? RU[file] : undefined);
    if (!m || body === undefined) return res.writeHead(404).end();
    const [, variant, , name] = m;
    const tasks = name === "tasks";
    if (variant === "good" || variant === "russian") return send(body);
    if (variant === "shrunk") return send(tasks ? single : body);
    if (variant === "truncated") return send(tasks ? body.slice(0, Math.floor(body.length / 2)) : body);
    if (variant === "missing") return name === "barters" ? res.writeHead(404).end() : send(body);
    if (variant === "odd") return send(name === "hideout" ? JSON.stringify({ stations: "soon" }) : body);
    if (variant === "emptied")
      return send(name === "hideout" ? JSON.stringify({ data: {}, translations: [] }) : body);
    if (variant === "slow" && tasks) {
      const timer = setTimeout(() => send(body), 3000);
      res.on("close", () => clearTimeout(timer));
      return;
    }
    if (variant === "slow") return send(body);
    if (variant === "oversized" && tasks) {
      res.writeHead(200, { "Content-Type": "application/json", "Content-Length": String(200 * 1024 * 1024) });
      res.write(body.slice(0, 100));
      return;
    }
    if (variant === "oversized") return send(body);
    if (variant === "streamed") {
      res.writeHead(200, { "Content-Type": "application/json" });
      res.end(body);
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
