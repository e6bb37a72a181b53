/** /loadouts/my: the user's builds, with edit, delete (asked first) and the public toggle. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { type Loadout, loadoutEndpoints } from "../../contracts/loadout";
import { loadoutsText } from "../../i18n/loadouts";
import { ApiRequestError, api } from "../../stores/api";
import { $user } from "../../stores/user-state";
import { LoadoutRow, loadoutHref } from "./LoadoutRow";
import "./loadouts.css";

export default function MyLoadouts({ locale }: { locale: string }) {
  const t = loadoutsText(locale);
  const user = useStore($user);
  const [list, setList] = useState<Loadout[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!user) return;
    api.call(loadoutEndpoints.my).then(
      (r) => setList(r.loadouts),
      () => setError(t.loadError),
    );
  }, [user, t.loadError]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (error) return <p role="alert">{error}</p>;
  if (!list) return <p className="muted">{t.loading}</p>;
  if (list.length === 0)
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
  const remove = async (l: Loadout) => {
    if (!confirm(t.confirmDelete)) return;
    try {
      await api.call(loadoutEndpoints.remove, { body: { uid: l.uid } });
      setList((xs) => xs?.filter((x) => x.uid !== l.uid) ?? null);
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
          <button type="button" onClick={() => void remove(l)}>
            {t.delete}
          </button>
        </LoadoutRow>
      ))}
    </ul>
  );
}
