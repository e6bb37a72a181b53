/**
 * /loadouts/my: the user's weapon builds, then their gear loadouts (marked "Gear"), with edit,
 * delete (asked first) and the public toggle.
 */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type GearLoadout, gearEndpoints } from "../../contracts/gear";
import { type Loadout, loadoutEndpoints } from "../../contracts/loadout";
import { loadoutsText } from "../../i18n/loadouts";
import { ApiRequestError, api } from "../../stores/api";
import { $user } from "../../stores/user-state";
import { GearRow } from "../gear/GearSearch";
import { LoadoutRow, loadoutHref } from "./LoadoutRow";
import "./loadouts.css";

export default function MyLoadouts({ locale }: { locale: string }) {
  const t = loadoutsText(locale);
  const user = useStore($user);
  const [list, setList] = useState<Loadout[] | null>(null);
  const [gear, setGear] = useState<GearLoadout[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    Promise.all([api.call(loadoutEndpoints.my), api.call(gearEndpoints.my)]).then(
      ([weapons, sets]) => {
        setList(weapons.loadouts);
        setGear(sets.loadouts);
      },
      () => setError(t.loadError),
    );
  }, [user, t.loadError]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (error) return <p role="alert">{error}</p>;
  if (!list || !gear) return <p className="muted">{t.loading}</p>;
  if (list.length === 0 && gear.length === 0)
    return (
      <p className="muted">
        {t.myEmpty} <a href="/loadouts/weapon">{t.pickGun}</a>
      </p>
    );
  const fail = (err: unknown) =>
    setError(err instanceof ApiRequestError && err.serverMessage ? err.serverMessage : t.loadError);
  const toggle = async (l: Loadout) => {
    try {
      const next = await api.call(loadoutEndpoints.save, {
        body: { uid: l.uid, title: l.title, isPublic: !l.isPublic, build: l.build },
      });
      setList((xs) => xs?.map((x) => (x.uid === l.uid ? next : x)) ?? null);
    } catch (err) {
      fail(err);
    }
  };
  const toggleGear = async (l: GearLoadout) => {
    try {
      const next = await api.call(gearEndpoints.save, {
        body: { uid: l.uid, title: l.title, isPublic: !l.isPublic, build: l.build },
      });
      setGear((xs) => xs?.map((x) => (x.uid === l.uid ? next : x)) ?? null);
    } catch (err) {
      fail(err);
    }
  };
  // weapon builds and gear sets share the delete call
  const remove = async (uid: string) => {
    if (!confirm(t.confirmDelete)) return;
    try {
      await api.call(loadoutEndpoints.remove, { body: { uid } });
      setList((xs) => xs?.filter((x) => x.uid !== uid) ?? null);
      setGear((xs) => xs?.filter((x) => x.uid !== uid) ?? null);
    } catch (err) {
      fail(err);
    }
  };
  return (
    <ul className="loadout-list">
      {list.map((l) => (
        <LoadoutRow key={l.uid} locale={locale} loadout={l}>
          <span className="muted">{l.isPublic ? t.publicLabel : t.privateLabel}</span>
          <a href={loadoutHref(l)}>{t.edit}</a>
          <button type="button" onClick={() => void toggle(l)}>
            {l.isPublic ? t.makePrivate : t.makePublic}
          </button>
          <button type="button" onClick={() => void remove(l.uid)}>
            {t.delete}
          </button>
        </LoadoutRow>
      ))}
      {gear.map((l) => (
        <GearRow key={l.uid} locale={locale} loadout={l}>
          <span className="muted">{l.isPublic ? t.publicLabel : t.privateLabel}</span>
          <a href={`/gear?id=${l.uid}`}>{t.edit}</a>
          <button type="button" onClick={() => void toggleGear(l)}>
            {l.isPublic ? t.makePrivate : t.makePublic}
          </button>
          <button type="button" onClick={() => void remove(l.uid)}>
            {t.delete}
          </button>
        </GearRow>
      ))}
    </ul>
  );
}
