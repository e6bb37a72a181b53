// The blank quest moved to tests/fixtures/blank-quest.ts: it is a test and demo-data helper, not a
// rule. This re-export stays only while src/stores/progression.test.ts and
// src/stores/items-tracker.test.ts (in another change under way) still import it from here; delete
// it, and its line in src/domain/tsconfig.json, once they import tests/fixtures/blank-quest.
// biome-ignore lint/style/noRestrictedImports: temporary re-export of a moved fixture, see above
export { blankQuest } from "../../tests/fixtures/blank-quest";
