import { useStore } from "@nanostores/react";
import type { ProgressionText } from "../../i18n/progression";
import { $needFilter, setNeedFilter } from "../../stores/items-tracker";

/** The needs tables' filters: only what is still needed, only what must be found in raid. */
export function NeedFilters({ t }: { t: ProgressionText }) {
  const filter = useStore($needFilter);
  return (
    <fieldset className="need-filters">
      <label>
        <input
          type="checkbox"
          checked={filter.stillNeeded}
          onChange={(e) => setNeedFilter({ stillNeeded: e.target.checked })}
        />{" "}
        {t.stillNeeded}
      </label>
      <label>
        <input
          type="checkbox"
          checked={filter.firOnly}
          onChange={(e) => setNeedFilter({ firOnly: e.target.checked })}
        />{" "}
        {t.firOnly}
      </label>
    </fieldset>
  );
}
