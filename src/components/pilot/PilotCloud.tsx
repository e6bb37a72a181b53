/** /pilot/cloud: the account's pairing key for the cloud helper: create, replace, revoke. */
import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { pilotEndpoints } from "../../contracts/pilot";
import { formatDay } from "../../domain/format";
import { pilotText } from "../../i18n/pilot";
import { api } from "../../stores/api";
import { $user } from "../../stores/user-state";
import "./pilot.css";

type Info = { hasKey: boolean; createdAt: number | null; prefix: string | null };

export default function PilotCloud({ locale }: { locale: string }) {
  const t = pilotText(locale);
  const user = useStore($user);
  const [info, setInfo] = useState<Info | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  useEffect(() => {
    if (user) api.call(pilotEndpoints.key).then(setInfo, () => setNote(t.failed));
  }, [user, t.failed]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (!info) return null;
  const run = async (what: "rotate" | "revoke") => {
    setNote(null);
    try {
      if (what === "rotate") {
        const r = await api.call(pilotEndpoints.rotate);
        setKey(r.key);
        setInfo(r);
      } else {
        setInfo(await api.call(pilotEndpoints.revoke));
        setKey(null);
        setNote(t.keyRevoked);
      }
    } catch {
      setNote(t.failed);
    }
  };
  const relay = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/ws/pilot`;
  return (
    <section className="pilot-cloud">
      <h2>{t.keyTitle}</h2>
      <p data-testid="pilot-key-info">
        {info.hasKey && info.prefix && info.createdAt
          ? t.keyMade(info.prefix, formatDay(info.createdAt, locale))
          : t.keyNone}
      </p>
      {key ? (
        <div className="pilot-cloud__key">
          <p>{t.keyShownOnce}</p>
          <code data-testid="pilot-key" translate="no">
            {key}
          </code>
          <p>{t.keyCommand}</p>
          <pre translate="no">{`npm run pilot -- --screenshots <folder> --logs <folder> --no-local --cloud ${relay} --key ${key}`}</pre>
        </div>
      ) : null}
      <div className="pilot__buttons">
        <button type="button" onClick={() => void run("rotate")}>
          {info.hasKey ? t.keyRotate : t.keyCreate}
        </button>
        {info.hasKey ? (
          <button type="button" onClick={() => void run("revoke")}>
            {t.keyRevoke}
          </button>
        ) : null}
      </div>
      {note ? <p role="status">{note}</p> : null}
    </section>
  );
}
