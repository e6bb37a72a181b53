import { paintMapQuestCounts } from "./map-quest-counts";

/** Loads the progression store only when the kept guest progress has tracking on. */
export function watchMapQuestCounts(): void {
  let tracking = false;
  try {
    tracking =
      JSON.parse(
        localStorage.getItem("tm_progression_guest") /* GUEST_KEY of src/stores/progression.ts */ ?? "{}",
      ).hideoutUseProgress === true;
  } catch {
    return;
  }
  if (!tracking) return;
  void import("../../stores/progression").then(({ $mapQuestCounts, initProgression }) => {
    initProgression();
    $mapQuestCounts.subscribe((counts) =>
      paintMapQuestCounts(document.querySelectorAll<HTMLElement>("[data-quest-count]"), counts),
    );
  });
}
