import { useStore } from "@nanostores/react";
import { progressionText } from "../../i18n/progression";
import { $progressionChar, setPlayer } from "../../stores/progression";

/** Progress tracking, player level and trader loyalty levels used by the quest statuses. */
export function PlayerPanel({ locale, traders }: { locale: string; traders: string[] }) {
  const t = progressionText(locale);
  const char = useStore($progressionChar);
  if (!char) return null;
  return (
    <fieldset className="player-panel">
      <legend>{t.playerLegend}</legend>
      <label>
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
            if (Number.isInteger(level) && level >= 1) setPlayer({ level });
          }}
        />
      </label>
      {traders.map((trader) => (
        <label key={trader}>
          {trader}{" "}
          <select
            aria-label={t.loyaltyOf(trader)}
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
    </fieldset>
  );
}
