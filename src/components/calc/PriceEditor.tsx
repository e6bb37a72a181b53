import { useStore } from "@nanostores/react";
import { useState } from "react";
import { t } from "../../i18n";
import { calcCommonText } from "../../i18n/calc-common";
import { serverText } from "../../i18n/server-messages";
import {
  $customPriceErrors,
  $customPricesSaving,
  type CustomPriceKind,
  setCustomPrice,
} from "../../stores/custom-prices";
import { $user } from "../../stores/user";

/**
 * A Pro user's own buy or sell price of one item: typed, set with the button (or Enter), removed
 * with ✕. Shown in the calculators' details; the price resolution then uses it before any source.
 */
export function PriceEditor({ uid, kind, locale }: { uid: string; kind: CustomPriceKind; locale: string }) {
  const s = t(calcCommonText, locale);
  const user = useStore($user);
  const saving = useStore($customPricesSaving);
  const error = useStore($customPriceErrors)[`${kind}:${uid}`];
  const current = (kind === "sell" ? user?.userSellPricesMap : user?.userPricesMap)?.[uid];
  const [draft, setDraft] = useState(current === undefined ? "" : String(current));
  const label = kind === "sell" ? s.customSellPrice : s.customPrice;
  const price = Math.round(Number(draft));
  const valid = draft.trim() !== "" && Number.isFinite(price) && price >= 0;
  return (
    <form
      className="calc-price-edit"
      data-price-edit={`${kind}:${uid}`}
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) void setCustomPrice(uid, price, kind);
      }}
    >
      <input
        type="number"
        min={0}
        step={1}
        aria-label={label}
        placeholder={label}
        value={draft}
        onChange={(e) => setDraft(e.currentTarget.value)}
      />
      <button type="submit" disabled={!valid || saving}>
        {s.setPrice}
      </button>
      {current !== undefined && (
        <button
          type="button"
          aria-label={s.removePrice}
          title={s.removePrice}
          disabled={saving}
          onClick={() => {
            setDraft("");
            void setCustomPrice(uid, null, kind);
          }}
        >
          ✕
        </button>
      )}
      {error ? (
        <span className="calc-price-edit__error" role="alert">
          {serverText(error, locale)}
        </span>
      ) : null}
    </form>
  );
}

/** The editor prop of RecipeDetails for a Pro user; undefined for everyone else. */
export function priceEditorFor(pro: boolean, locale: string) {
  if (!pro) return undefined;
  return (uid: string, kind: CustomPriceKind) => <PriceEditor uid={uid} kind={kind} locale={locale} />;
}
