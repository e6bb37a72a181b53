// Long because: each /test check is short, but all report through the same row display and run
// together, newest run winning, on one page.
/**
 * The /test page's checks, run in the visitor's browser: each row of the page is one check, shown
 * as checking… and then as working, missing, warning or (the helper) not found, with its advice.
 * Texts come from the page's markup (data-* attributes), so the page's language is the checks'.
 */
import { clockOffsetLevel, clockOffsetMs } from "../../domain/clock-offset";
import { formatNumber } from "../../domain/format";
import { probeHelper, readServerClock } from "../../stores/diagnostics";

export type CheckState = "checking" | "working" | "missing" | "warning" | "not-found";
type Outcome = { state: Exclude<CheckState, "checking">; detail?: string };
type Check = (row: HTMLElement) => Outcome | Promise<Outcome>;

const WORKING: Outcome = { state: "working" };
const MISSING: Outcome = { state: "missing" };
/** A worker that has not answered by then counts as missing. */
const WORKER_TIMEOUT_MS = 5_000;
const STORAGE_KEY = "tm_diagnostics_test";

/** Writes, reads and removes a test key in localStorage. */
function checkStorage(): Outcome {
  try {
    const value = String(Date.now());
    localStorage.setItem(STORAGE_KEY, value);
    const read = localStorage.getItem(STORAGE_KEY);
    localStorage.removeItem(STORAGE_KEY);
    return read === value && localStorage.getItem(STORAGE_KEY) === null ? WORKING : MISSING;
  } catch {
    // private mode, storage blocked for the site, or full
    return MISSING;
  }
}

function checkCookies(): Outcome {
  return navigator.cookieEnabled ? WORKING : MISSING;
}

/** Starts the bundled worker file (same origin, as the CSP's worker-src wants) and waits for its echo. */
function checkWorker(): Promise<Outcome> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL("./diag-worker.ts", import.meta.url), { type: "module" });
    } catch {
      resolve(MISSING);
      return;
    }
    const token = `diagnostics-${Date.now()}`;
    const done = (outcome: Outcome) => {
      clearTimeout(timer);
      worker.terminate();
      resolve(outcome);
    };
    const timer = setTimeout(() => done(MISSING), WORKER_TIMEOUT_MS);
    worker.onmessage = (e: MessageEvent<unknown>) => {
      const echo = typeof e.data === "object" && e.data !== null && "echo" in e.data ? e.data.echo : null;
      done(echo === token ? WORKING : MISSING);
    };
    worker.onerror = () => done(MISSING);
    worker.postMessage(token);
  });
}

/** A WebGL context on a new canvas, version 2 first (the maps draw with it). */
function checkWebgl(): Outcome {
  try {
    const canvas = document.createElement("canvas");
    if (canvas.getContext("webgl2")) return { state: "working", detail: "WebGL 2" };
    if (canvas.getContext("webgl")) return { state: "working", detail: "WebGL 1" };
    return MISSING;
  } catch {
    return MISSING;
  }
}

async function checkHelper(): Promise<Outcome> {
  return (await probeHelper()) ? { state: "working", detail: "ws://127.0.0.1:5123" } : { state: "not-found" };
}

/** The clock's offset from the server's, in seconds, "ahead" or "behind" in the row's words. */
async function checkClock(row: HTMLElement): Promise<Outcome> {
  let offset: number;
  try {
    offset = clockOffsetMs(await readServerClock());
  } catch {
    return MISSING;
  }
  const seconds = formatNumber(Math.abs(offset) / 1000, document.documentElement.lang, 1);
  const template = (offset >= 0 ? row.dataset.ahead : row.dataset.behind) ?? "{s}";
  return {
    state: clockOffsetLevel(offset) === "ok" ? "working" : "warning",
    detail: template.replace("{s}", seconds),
  };
}

const CHECKS: Record<string, Check> = {
  storage: checkStorage,
  cookies: checkCookies,
  worker: checkWorker,
  webgl: checkWebgl,
  helper: checkHelper,
  clock: checkClock,
};

/** data-status-not-found → statusNotFound: the dataset key of a state's text. */
const key = (prefix: string, state: CheckState) =>
  `${prefix}${state.replace(/(^|-)([a-z])/g, (_, _dash: string, c: string) => c.toUpperCase())}`;

/** Shows a row's state: the status text and colour class, the detail and the state's advice. */
function show(root: HTMLElement, row: HTMLElement, state: CheckState, detail = ""): void {
  row.dataset.state = state;
  const status = row.querySelector<HTMLElement>("[data-status]");
  if (status) {
    status.textContent = root.dataset[key("status", state)] ?? state;
    status.className = `diag-status diag-status--${state}`;
  }
  const detailEl = row.querySelector<HTMLElement>("[data-detail]");
  if (detailEl) {
    detailEl.textContent = detail;
    detailEl.hidden = detail === "";
  }
  const advice = row.querySelector<HTMLElement>("[data-advice]");
  if (advice) advice.textContent = state === "checking" ? "" : (row.dataset[key("advice", state)] ?? "");
}

/** Runs every row's check at once; a newer run wins over an older one still waiting. */
export function startDiagnostics(root: HTMLElement): void {
  const rows = [...root.querySelectorAll<HTMLElement>("[data-check]")];
  const again = root.querySelector<HTMLButtonElement>("[data-run-again]");
  let run = 0;
  const runAll = async () => {
    const current = ++run;
    if (again) again.disabled = true;
    await Promise.all(
      rows.map(async (row) => {
        const check = CHECKS[row.dataset.check ?? ""];
        if (!check) return;
        show(root, row, "checking");
        let outcome: Outcome;
        try {
          outcome = await check(row);
        } catch {
          outcome = MISSING;
        }
        if (current === run) show(root, row, outcome.state, outcome.detail);
      }),
    );
    if (again && current === run) again.disabled = false;
  };
  again?.addEventListener("click", () => void runAll());
  const languages = root.querySelector<HTMLElement>("[data-browser-languages]");
  if (languages) {
    const list = navigator.languages?.length ? navigator.languages : [navigator.language].filter(Boolean);
    if (list.length > 0) languages.textContent = list.join(", ");
  }
  void runAll();
}
