/**
 * The page's one $pilot: the helper connection over the browser's WebSocket, with the site's
 * user, quests and map pages. Pages that use the helper import this (the pilot pages and the
 * map page, which resumes the connection when the user connected last time).
 */
import type { SocketLike } from "../domain/pilot";
import { $cache } from "./cache";
import { $isPro } from "./market-mode";
import { createPilotStore, pilotUrl } from "./pilot";
import { $progressionChar, initProgression, setQuestDone } from "./progression";
import { $user } from "./user-state";

/** The quest uid of a game quest id once the quests are loaded (at most 10 s). */
async function questUid(bsgId: string): Promise<string | null> {
  initProgression(undefined, { items: false });
  for (let i = 0; i < 100; i++) {
    const c = $cache.get();
    if (c.questsHash !== null && $progressionChar.get()) return c.questsByBsgId[bsgId]?.uid ?? null;
    await new Promise((r) => setTimeout(r, 100));
  }
  return null;
}

export const pilot = createPilotStore({
  openSocket: (url) => new WebSocket(url) as unknown as SocketLike,
  timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (h) => clearTimeout(h as number) },
  storage: typeof localStorage === "undefined" ? null : localStorage,
  urlFor: (mode) => pilotUrl(mode, location),
  userId: () => $user.get()?.uid ?? null,
  isPro: () => $isPro.get(),
  questUid,
  completeQuest: (uid) => setQuestDone(uid, true),
  openMap: () => /^\/maps\/([a-z-]+)\/?$/.exec(location.pathname)?.[1] ?? null,
  navigate: (href) => location.assign(href),
  now: () => Date.now(),
});
export const $pilot = pilot.$pilot;
