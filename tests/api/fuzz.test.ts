import { beforeAll, describe, expect, it } from "vitest";
import { apiErrorSchema } from "../../src/contracts/error";
import { call } from "./accounts.fixtures";
import { type Actor, actor, label, MATRIX, type Row, seedMatrixData } from "./route-matrix";

/**
 * Fuzz: every route of the authorization matrix gets malformed bodies, queries, path parameters
 * and headers, as an admin (who reaches the deepest code) and anonymously. No answer may be a
 * 5xx, and every 4xx is the API's error envelope {error:{code,message}}. The random part is
 * seeded (FUZZ_SEED overrides it), so a failure replays.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);

/** mulberry32: a small seeded generator, enough to pick mutations reproducibly. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Values of the wrong type, size or content for any JSON field. */
const WEIRD: unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  2 ** 53 + 1,
  "",
  " ",
  "a".repeat(20_000),
  "\u0000",
  "😀\u202e",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "'; DROP TABLE users; --",
  "__proto__",
  "constructor",
  "1e309",
  "NaN",
  [],
  [null],
  ["a".repeat(300)],
  {},
  { __proto__: null, toString: 1 },
  { length: 1e9 },
];

/** Whole bodies, as raw text sent with Content-Type application/json. */
const RAW_BODIES = [
  "null",
  "true",
  "0",
  '"text"',
  "[]",
  "[{}]",
  `${"[".repeat(5_000)}${"]".repeat(5_000)}`,
  '{"__proto__":{"admin":true,"pro":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  '{"a":1,"a":2}',
  "\uFEFF{}",
  '{"x":"\\ud800"}',
  `{"x":"${"b".repeat(300_000)}"}`,
];

/** Query strings appended to a route's path. */
const QUERIES = [
  "range=",
  "range=zzz",
  "range=7d&range=1y",
  "mode=",
  "mode=PVP%00",
  "mode=__proto__",
  "lang=..%2F..%2F",
  "lang=%E0%A4%A",
  "q=%",
  "code=&state=",
  "state=%FF%FE",
  "hash=".concat("h".repeat(4_000)),
  Array.from({ length: 300 }, (_, i) => `k${i}=v`).join("&"),
];

/** Replacements for the item uid in a path (/items/:uid/history). */
const SEGMENTS = ["%00", "..%2F..%2Fusers", "a".repeat(3_000), "%F0%9F%98%80", "__proto__", "%", "%25"];

/** Headers that a careless or hostile client sends. */
const HEADERS: Record<string, string>[] = [
  { Cookie: "tm_session=" },
  { Cookie: "tm_session=%%%" },
  { Cookie: `tm_session=${"s".repeat(5_000)}` },
  { Cookie: "tm_session=a; tm_session=b; tm_session=c" },
  { Cookie: "=;=;;;tm_session" },
  { Cookie: "tm_locale=../../x; tm_patreon_state=%" },
  { Origin: "null" },
  { Origin: "garbage" },
  { Origin: "http://localhost:99999" },
  { Origin: "http://user@localhost" },
  { Referer: "::::" },
  { "Sec-Fetch-Site": "cross-site" },
  { "Accept-Encoding": "gzip;q=abc, *;q=-1" },
  { "Accept-Encoding": "identity;q=0" },
  { "Accept-Language": "%%%,;q=" },
  { "If-None-Match": '"' },
  { "If-None-Match": "W/" },
  { "CF-Connecting-IP": "not-an-ip" },
  { "CF-Connecting-IP": "x".repeat(2_000) },
  { "X-Forwarded-For": ", , ," },
  { "Content-Type": "application/json; charset=ebcdic" },
  { "Content-Type": "APPLICATION/JSON;;;" },
  { "Content-Length": "0" },
];

type Attempt = {
  what: string;
  path: string;
  method: string;
  rawBody?: string;
  headers?: Record<string, string>;
};

/** Body variants of a row: each field replaced, dropped or joined by an unknown one, and raw bodies. */
function bodyAttempts(row: Row, me: Actor): Attempt[] {
  if (row.method === "GET") return [];
  const valid = row.body?.(me);
  const base = { path: row.path, method: row.method, headers: { "Content-Type": "application/json" } };
  const attempts: Attempt[] = RAW_BODIES.map((raw) => ({
    ...base,
    what: `body ${raw.slice(0, 40)}`,
    rawBody: raw,
  }));
  for (const value of WEIRD) {
    attempts.push({
      ...base,
      what: `body ${JSON.stringify(value)?.slice(0, 40)}`,
      rawBody: JSON.stringify(value),
    });
  }
  if (valid && typeof valid === "object") {
    for (const key of Object.keys(valid)) {
      for (const value of WEIRD) {
        attempts.push({
          ...base,
          what: `${key} = ${JSON.stringify(value)?.slice(0, 40)}`,
          rawBody: JSON.stringify({ ...valid, [key]: value }),
        });
      }
      const { [key]: _, ...without } = valid as Record<string, unknown>;
      attempts.push({ ...base, what: `without ${key}`, rawBody: JSON.stringify(without) });
    }
    attempts.push({ ...base, what: "an unknown field", rawBody: JSON.stringify({ ...valid, zzz: 1 }) });
  }
  return attempts;
}

function pathAttempts(row: Row): Attempt[] {
  const sep = row.path.includes("?") ? "&" : "?";
  const attempts: Attempt[] = QUERIES.map((q) => ({
    what: `query ${q.slice(0, 40)}`,
    path: `${row.path}${sep}${q}`,
    method: row.method,
  }));
  if (row.path.includes("mx-item/")) {
    for (const segment of SEGMENTS) {
      attempts.push({
        what: `segment ${segment.slice(0, 40)}`,
        path: row.path.replace("mx-item", segment),
        method: row.method,
      });
    }
  }
  return attempts;
}

function headerAttempts(row: Row, me: Actor): Attempt[] {
  const body = row.body?.(me);
  return HEADERS.map((headers) => ({
    what: `headers ${JSON.stringify(headers).slice(0, 60)}`,
    path: row.path,
    method: row.method,
    headers: body === undefined ? headers : { "Content-Type": "application/json", ...headers },
    rawBody: body === undefined ? undefined : JSON.stringify(body),
  }));
}

/** Random combinations: one header set, one query and, when the row takes a body, one body. */
function randomAttempts(row: Row, me: Actor, next: () => number, count: number): Attempt[] {
  const pick = <T>(list: T[]): T => list[Math.floor(next() * list.length)] as T;
  const bodies = bodyAttempts(row, me);
  return Array.from({ length: count }, () => {
    const headers = pick(HEADERS);
    const query = pick(QUERIES);
    const body = row.body ? pick(bodies) : undefined;
    const sep = row.path.includes("?") ? "&" : "?";
    return {
      what: `random: ${JSON.stringify(headers).slice(0, 40)} ${query.slice(0, 20)} ${body?.what ?? ""}`,
      path: `${row.path}${sep}${query}`,
      method: row.method,
      rawBody: body?.rawBody,
      headers: { ...body?.headers, ...headers },
    };
  });
}

/** What is wrong with an answer, or null: no 5xx, and a 4xx carries the error envelope. */
async function problem(res: Response): Promise<string | null> {
  const text = await res.text();
  if (res.status >= 500) return `${res.status} ${text.slice(0, 120)}`;
  if (res.status < 400) return null;
  if (!(res.headers.get("Content-Type") ?? "").startsWith("application/json")) {
    return `${res.status} sent as ${res.headers.get("Content-Type")}`;
  }
  try {
    const parsed = apiErrorSchema.safeParse(JSON.parse(text));
    if (!parsed.success) return `${res.status} outside the envelope: ${text.slice(0, 80)}`;
    return parsed.data.error.message === "" ? `${res.status} without a message` : null;
  } catch {
    return `${res.status} not JSON: ${text.slice(0, 80)}`;
  }
}

beforeAll(seedMatrixData);

describe(`fuzz (seed ${SEED})`, () => {
  it.each(MATRIX.map((row, i) => [label(row), row, i] as const))(
    "%s: no 5xx, every 4xx in the error envelope",
    async (_, row, index) => {
      const next = random(SEED + index);
      const failures: string[] = [];
      let sent = 0;
      for (const role of ["admin", "anon"] as const) {
        const me = await actor(role);
        const attempts = [
          ...bodyAttempts(row, me),
          ...pathAttempts(row),
          ...headerAttempts(row, me),
          ...randomAttempts(row, me, next, 25),
        ];
        for (const attempt of attempts) {
          const headers = { ...attempt.headers };
          if (me.cookie && !headers.Cookie) headers.Cookie = me.cookie;
          const res = await call(`/api/be${attempt.path}`, {
            method: attempt.method,
            rawBody: attempt.rawBody,
            headers,
          });
          sent++;
          const wrong = await problem(res);
          if (wrong) failures.push(`${role} ${attempt.what}: ${wrong}`);
        }
      }
      expect(sent).toBeGreaterThan(50);
      expect(failures.slice(0, 10)).toEqual([]);
    },
    60_000,
  );
});
