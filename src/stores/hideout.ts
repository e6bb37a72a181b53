import { computed } from "nanostores";
import { builtWithEdition } from "../domain/editions";
import { applyLevelAction, builtLevels, type HideoutPlayer } from "../domain/hideout-progress";
import { $hideoutLevels } from "./hideout-levels";
import { $progressionChar, $progressionSource, changeProgression } from "./progression";
import { listOps } from "./progression-ops";
import { $user } from "./user";

/** What the hideout requirements compare with: built levels, found items, loyalty, known skills. */
export const $hideoutPlayer = computed(
  [$progressionChar, $progressionSource, $user, $hideoutLevels],
  (char, source, user, levels): HideoutPlayer | null => {
    if (!char) return null;
    const skills =
      source !== "guest" && user
        ? {
            Crafting: user.skill_Crafting,
            "Hideout management": user.skill_HideoutManagement,
            HideoutManagement: user.skill_HideoutManagement,
          }
        : undefined;
    return {
      built: new Set(builtWithEdition(char.modulesBuilt, char.gameEdition, levels)),
      itemsFound: char.itemsFound,
      tradersLL: char.tradersLL,
      skills,
    };
  },
);

/** The highest built level of each station. */
export const $stationLevels = computed([$hideoutLevels, $hideoutPlayer], (levels, player) =>
  builtLevels(levels, player?.built ?? new Set()),
);

/**
 * Builds a level (and the lower levels of its station) or destroys it (and the higher ones);
 * saved as modulesBuilt like the other progression lists.
 */
export function setLevelBuilt(levelUid: string, action: "build" | "destroy"): void {
  const levels = $hideoutLevels.get();
  const level = levels.find((l) => l.uid === levelUid);
  const char = $progressionChar.get();
  if (!level || !char) return;
  const built = applyLevelAction(levels, new Set(char.modulesBuilt), level, action);
  changeProgression(listOps("modulesBuilt", char.modulesBuilt, [...built]));
}
