import { $user } from "../../stores/user-state";
import { paintMapQuestCounts } from "./map-quest-counts";

/** Whether the progress last shown had tracking on (TRACKING_KEY, else the guest's GUEST_KEY). */
function trackingKept(): boolean {
  try {
    const kept =
      localStorage.getItem("tm_progression_tracking"); /* TRACKING_KEY of src/stores/progression.ts */
    if (kept !== null) return kept === "1";
    const guest = localStorage.getItem("tm_progression_guest"); /* GUEST_KEY */
    return JSON.parse(guest ?? "{}").hideoutUseProgress === true;
  } catch {
    return false;
  }
}

let started = false;
function start(): void {
  if (started) return;
  started = true;
  void import("../../stores/progression").then(({ $mapQuestCounts, initProgression }) => {
    // the counts read the quests alone: the page's own island loads the items it shows
    initProgression(undefined, { items: false });
    $mapQuestCounts.subscribe((counts) =>
      paintMapQuestCounts(document.querySelectorAll<HTMLElement>("[data-quest-count]"), counts),
    );
  });
}

/**
 * Loads the progression store only when tracking is on: as last seen in this browser, or once a
 * signed-in user with tracking on shows up in the user store.
 */
export function watchMapQuestCounts(): void {
  if (trackingKept()) start();
  else
    $user.subscribe((user) => {
      if (user?.hideoutUseProgress) start();
    });
}
