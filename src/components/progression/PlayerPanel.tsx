import { useStore } from "@nanostores/react";
import { progressionText } from "../../i18n/progression";
import { $playerEditable, $progressionChar, setPlayer } from "../../stores/progression";

/**
 * Progress tracking, player level and trader loyalty levels used by the quest statuses. Read-only
 * for base users (SPEC §5: character setters are Pro); loyalty only with tracking on.
 */
export function PlayerPanel({
  locale,
  traders,
  traderName = (uid) => uid,
}: {
  locale: string;
  traders: string[];
  traderName?: (uid: string) => string;
}) {
  const t = progressionText(locale);
  const char = useStore($progressionChar);
  const editable = useStore($playerEditable);
  if (!char) return null;
  return (
    <fieldset className="player-panel" disabled={!editable} data-readonly={editable ? undefined : ""}>
      <legend>{t.playerLegend}</legend>
      <label className="player-panel__wide">
        <input
          type="checkbox"
          checked={char.hideoutUseProgress}
          onChange={(e) => setPlayer({ hideoutUseProgress: e.target.checked })}
        />{" "}
        {t.tracking}
      </label>
      <label>
        {t.level}{" "}
        <input
          type="number"
          min={1}
          max={100}
          value={char.level}
          onChange={(e) => {
            const level = Number(e.target.value);
            if (Number.isInteger(level) && level >= 1 && level <= 100) setPlayer({ level });
          }}
        />
      </label>
      {traders.map((trader) => (
        <label key={trader} className="player-panel__trader">
          {traderName(trader)}{" "}
          <select
            aria-label={t.loyaltyOf(traderName(trader))}
            disabled={!char.hideoutUseProgress}
            value={char.tradersLL[trader] ?? 1}
            onChange={(e) =>
              setPlayer({ tradersLL: { ...char.tradersLL, [trader]: Number(e.target.value) } })
            }
          >
            {[1, 2, 3, 4].map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      ))}
      {editable ? null : <p className="muted">{t.playerReadOnly}</p>}
      {editable && !char.hideoutUseProgress ? <p className="muted">{t.loyaltyNeedsTracking}</p> : null}
    </fieldset>
  );
}
