import type { Dataset } from "../../../functions/db/dataset";

/** One demo quest row, as the dataset holds it. */
export type QuestRow = Dataset["quests"][number];
