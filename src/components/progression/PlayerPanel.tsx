import { useStore } from "@nanostores/react";
import { useId } from "react";
import { LOYALTY_LEVELS, LOYALTY_TRADERS } from "../../domain/traders";
import { progressionText } from "../../i18n/progression";
import { $playerEditable, $progressionChar, setPlayer } from "../../stores/progression";
import DraftInput from "../user/DraftInput";

/** Standings a character may enter: what the game shows (Fence from -7), two decimals. */
const STANDING_MIN = -10;
const STANDING_MAX = 10;

/**
 * Progress tracking, player level, the loyalty levels of the eight traders that have them and the
 * standings the quests ask for, used by the quest statuses. Read-only for base users (docs/product.md §5:
 * character setters are Pro); loyalty and standing only with tracking on.
 */
export function PlayerPanel({
  locale,
  standingTraders = [],
  traderName = (uid) => uid,
}: {
  locale: string;
  /** Traders whose standing a visible quest requires (e.g. Fence). */
  standingTraders?: string[];
  traderName?: (uid: string) => string;
}) {
  const t = progressionText(locale);
  const char = useStore($progressionChar);
  const editable = useStore($playerEditable);
  const id = useId();
  if (!char) return null;
  const standings = char.tradersStanding ?? {};
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
      <label htmlFor={`${id}-level`}>
        {t.level}{" "}
        <DraftInput
          id={`${id}-level`}
          commit="blur"
          type="number"
          min={1}
          max={100}
          value={char.level}
          onValue={(raw) => {
            const level = raw.trim() === "" ? Number.NaN : Number(raw);
            if (Number.isInteger(level) && level >= 1 && level <= 100) setPlayer({ level });
          }}
        />
      </label>
      {LOYALTY_TRADERS.map((trader) => (
        <label key={trader} className="player-panel__trader">
          {traderName(trader)}{" "}
          <select
            aria-label={t.loyaltyOf(traderName(trader))}
            disabled={!char.hideoutUseProgress}
            value={char.tradersLL[trader] ?? 1}
            onChange={(e) => setPlayer({ tradersLL: { [trader]: Number(e.target.value) } })}
          >
            {LOYALTY_LEVELS.map((n) => (
              <option key={n}>{n}</option>
            ))}
          </select>
        </label>
      ))}
      {standingTraders.map((trader) => (
        <div key={trader} className="player-panel__trader" data-standing={trader}>
          <label htmlFor={`${id}-standing-${trader}`}>{t.standingOf(traderName(trader))}</label>
          <DraftInput
            id={`${id}-standing-${trader}`}
            commit="blur"
            type="number"
            inputMode="decimal"
            step={0.01}
            min={STANDING_MIN}
            max={STANDING_MAX}
            disabled={!char.hideoutUseProgress}
            value={standings[trader] ?? 0}
            onValue={(raw) => {
              const value = raw.trim() === "" ? Number.NaN : Number(raw);
              if (Number.isFinite(value) && value >= STANDING_MIN && value <= STANDING_MAX) {
                setPlayer({ tradersStanding: { [trader]: Math.round(value * 100) / 100 } });
              }
            }}
          />
        </div>
      ))}
      {editable ? null : <p className="muted">{t.playerReadOnly}</p>}
      {editable && !char.hideoutUseProgress ? <p className="muted">{t.loyaltyNeedsTracking}</p> : null}
    </fieldset>
  );
}
