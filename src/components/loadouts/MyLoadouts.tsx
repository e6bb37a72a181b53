/**
 * /loadouts/my: the user's weapon builds, then their gear loadouts (marked "Gear"), with edit,
 * delete (asked first) and the public toggle.
 */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { loadoutsText } from "../../i18n/loadouts";
import { serverText } from "../../i18n/server-messages";
import {
  $myBuilds,
  loadMyBuilds,
  removeMyBuild,
  toggleGearPublic,
  toggleWeaponPublic,
} from "../../stores/builds";
import { $user } from "../../stores/user-state";
import { GearRow } from "../gear/GearSearch";
import { LoadoutRow, loadoutHref } from "./LoadoutRow";
import "./loadouts.css";

export default function MyLoadouts({ locale }: { locale: string }) {
  const t = loadoutsText(locale);
  const user = useStore($user);
  const { weapons: list, gear, failure } = useStore($myBuilds);
  useEffect(() => {
    if (user) void loadMyBuilds();
  }, [user]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (failure && (!list || !gear))
    return <p role="alert">{failure.said ? serverText(failure.said, locale) : t.loadError}</p>;
  if (!list || !gear) return <p className="muted">{t.loading}</p>;
  if (list.length === 0 && gear.length === 0)
    return (
      <p className="muted">
        {t.myEmpty} <a href="/loadouts/weapon">{t.pickGun}</a>
      </p>
    );
  const remove = (uid: string) => {
    if (confirm(t.confirmDelete)) void removeMyBuild(uid);
  };
  return (
    <>
      {failure ? <p role="alert">{failure.said ? serverText(failure.said, locale) : t.loadError}</p> : null}
      <ul className="loadout-list">
        {list.map((l) => (
          <LoadoutRow key={l.uid} locale={locale} loadout={l}>
            <span className="muted">{l.isPublic ? t.publicLabel : t.privateLabel}</span>
            <a href={loadoutHref(l)}>{t.edit}</a>
            <button type="button" onClick={() => void toggleWeaponPublic(l)}>
              {l.isPublic ? t.makePrivate : t.makePublic}
            </button>
            <button type="button" onClick={() => remove(l.uid)}>
              {t.delete}
            </button>
          </LoadoutRow>
        ))}
        {gear.map((l) => (
          <GearRow key={l.uid} locale={locale} loadout={l}>
            <span className="muted">{l.isPublic ? t.publicLabel : t.privateLabel}</span>
            <a href={`/gear?id=${l.uid}`}>{t.edit}</a>
            <button type="button" onClick={() => void toggleGearPublic(l)}>
              {l.isPublic ? t.makePrivate : t.makePublic}
            </button>
            <button type="button" onClick={() => remove(l.uid)}>
              {t.delete}
            </button>
          </GearRow>
        ))}
      </ul>
    </>
  );
}
