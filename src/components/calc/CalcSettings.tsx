// Long because: it is one settings panel whose fieldsets (buy sources, sell targets, hideout and skills)
// all read and write the same calculator settings store, with the Pro custom-price reset below.
import { useState } from "react";
import type { SettingsFlags } from "../../contracts/user";
import { craftingSkillFromReduction, craftReductionPercent, parseSkill } from "../../domain/craft-time";
import { t } from "../../i18n";
import { calcCommonText } from "../../i18n/calc-common";
import { calcSettingsText } from "../../i18n/calc-settings";
import {
  $calcSettings,
  $settingsSource,
  setCalcSettings,
  VISITOR_CALC_SETTINGS,
} from "../../stores/calc-settings";
import { clearCustomPrices } from "../../stores/custom-prices";
import { $isPro } from "../../stores/market-mode";
import { $user } from "../../stores/user";
import { useStoreAsBuilt } from "../shell/use-as-built";
import DraftInput from "../user/DraftInput";

/** The calculators' phone layout (calc.css): each row a card, with no table columns to size. */
const isPhoneCards = () => typeof matchMedia === "function" && matchMedia("(max-width: 600px)").matches;

type BoolFlag = {
  [K in keyof SettingsFlags]: SettingsFlags[K] extends boolean ? K : never;
}[keyof SettingsFlags];

/** One on/off setting, as the panel's settings hold it. */
function Flag({ flag, label, settings }: { flag: BoolFlag; label: string; settings: SettingsFlags }) {
  return (
    <label className="calc-settings__flag">
      <input
        type="checkbox"
        data-flag={flag}
        checked={settings[flag]}
        onChange={(e) => setCalcSettings({ [flag]: e.currentTarget.checked })}
      />{" "}
      {label}
    </label>
  );
}

/** A number input that keeps what is typed and commits it on blur or Enter (docs/product.md §5 skill rules). */
function SkillInput(props: {
  id: string;
  label: string;
  value: number;
  step?: number;
  max: number;
  onCommit: (text: string) => void;
}) {
  return (
    <label htmlFor={props.id}>
      {props.label}{" "}
      <DraftInput
        id={props.id}
        commit="blur"
        type="number"
        min={0}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        onValue={props.onCommit}
      />
    </label>
  );
}

/** Phones start with the settings folded: the rows come first. */
const startsOpen = () => !isPhoneCards();

/**
 * The calculators' settings (docs/product.md §3 flags): read from the active character for Pro users and
 * saved with updateUser; kept in this browser for everyone else. Shared by every calculator page.
 */
export default function CalcSettings({
  locale,
  asBuilt = false,
}: {
  locale: string;
  /** The build's render of a hydrated island and its hydration (use-as-built.ts): a visitor's defaults, open. */
  asBuilt?: boolean;
}) {
  const s = t(calcSettingsText, locale);
  const settings = useStoreAsBuilt($calcSettings, VISITOR_CALC_SETTINGS, asBuilt);
  const source = useStoreAsBuilt($settingsSource, "page", asBuilt);
  const pro = useStoreAsBuilt($isPro, false, asBuilt);
  const c = t(calcCommonText, locale);
  const user = useStoreAsBuilt($user, null, asBuilt);
  const customCount =
    Object.keys(user?.userPricesMap ?? {}).length + Object.keys(user?.userSellPricesMap ?? {}).length;
  const commitSkill = (key: "skill_Crafting" | "skill_HideoutManagement") => (text: string) => {
    const skill = parseSkill(text);
    if (skill !== null) setCalcSettings({ [key]: skill });
  };
  // the build's HTML has them open (a phone's stylesheet folds them until the island is live)
  const [open, setOpen] = useState<boolean | null>(null);
  return (
    <details
      className="calc-settings"
      open={asBuilt || (open ?? startsOpen())}
      data-live={asBuilt ? undefined : ""}
      onToggle={(e) => setOpen(e.currentTarget.open)}
    >
      <summary>
        {s.title}{" "}
        <small data-testid="settings-source">
          {source === "character" ? s.savedToCharacter : s.keptInBrowser}
        </small>
      </summary>
      <div className="calc-settings__groups">
        <fieldset>
          <legend>{s.buyFrom}</legend>
          <label htmlFor="calc-price-field">
            {s.priceField}{" "}
            <select
              id="calc-price-field"
              value={settings.hideoutUsePriceField}
              onChange={(e) =>
                setCalcSettings({
                  hideoutUsePriceField: e.currentTarget.value as SettingsFlags["hideoutUsePriceField"],
                })
              }
            >
              <option value="price">{s.priceFieldPrice}</option>
              <option value="avg24h">{s.priceFieldAvg24h}</option>
              <option value="avg7d">{s.priceFieldAvg7d}</option>
            </select>
          </label>
          <Flag flag="hideoutUseFlea" label={s.useFlea} settings={settings} />
          <Flag flag="hideoutUseTradersPrices" label={s.useTraders} settings={settings} />
          <Flag flag="hideoutUseBarters" label={s.useBarters} settings={settings} />
          <Flag flag="hideoutUseCrafts" label={s.useCrafts} settings={settings} />
          <Flag flag="hideoutUseHistorical" label={s.useHistorical} settings={settings} />
          <Flag flag="hideoutUseUnknownLL" label={s.useUnknownLL} settings={settings} />
        </fieldset>
        <fieldset>
          <legend>{s.sellTo}</legend>
          <Flag flag="hideoutUseSellToFlea" label={s.sellToFlea} settings={settings} />
          <Flag flag="hideoutUseSellToTraders" label={s.sellToTraders} settings={settings} />
          <Flag flag="hideoutUseSellToHistorical" label={s.sellToHistorical} settings={settings} />
          <Flag flag="hideoutSellToFleaOnlyMode" label={s.sellToFleaOnly} settings={settings} />
          <Flag flag="hideoutUseFee" label={s.useFee} settings={settings} />
        </fieldset>
        <fieldset>
          <legend>{s.hideout}</legend>
          <Flag flag="hideoutUseProgress" label={s.useProgress} settings={settings} />
          <small>
            <a href="/progression/quests">{s.progressFrom}</a>
          </small>
          <Flag flag="isSolarPowerBuilt" label={s.solar} settings={settings} />
          <Flag flag="isIC3Built" label={s.ic3} settings={settings} />
          <label htmlFor="calc-fuel">
            {s.fuel}{" "}
            <select
              id="calc-fuel"
              value={settings.hideoutUseFuel}
              disabled={!pro}
              onChange={(e) => setCalcSettings({ hideoutUseFuel: e.currentTarget.value })}
            >
              <option value="">{s.fuelNone}</option>
              <option value="metal">{s.fuelMetal}</option>
              <option value="other">{s.fuelOther}</option>
            </select>
          </label>
          {!pro && <small className="calc__pro-note">{s.fuelProOnly}</small>}
          <SkillInput
            id="calc-crafting-skill"
            label={s.craftingSkill}
            value={settings.skill_Crafting}
            max={51}
            onCommit={commitSkill("skill_Crafting")}
          />
          <SkillInput
            id="calc-craft-reduction"
            label={s.craftReduction}
            value={craftReductionPercent(settings.skill_Crafting)}
            step={0.75}
            max={38.25}
            onCommit={(text) => {
              const skill = craftingSkillFromReduction(text);
              if (skill !== null) setCalcSettings({ skill_Crafting: skill });
            }}
          />
          <SkillInput
            id="calc-hideout-skill"
            label={s.hideoutManagement}
            value={settings.skill_HideoutManagement}
            max={51}
            onCommit={commitSkill("skill_HideoutManagement")}
          />
        </fieldset>
      </div>
      {pro && (
        <p className="calc-settings__custom">
          <small>{c.customPricesNote}</small>{" "}
          {customCount > 0 && (
            <button
              type="button"
              data-testid="clear-prices"
              onClick={() => {
                if (confirm(c.clearPricesConfirm)) void clearCustomPrices();
              }}
            >
              {c.clearPrices} ({customCount})
            </button>
          )}
        </p>
      )}
    </details>
  );
}
