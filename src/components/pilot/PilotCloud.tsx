/** /pilot/cloud: the account's pairing key for the cloud helper: create, replace, revoke. */
import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { formatDay } from "../../domain/format";
import { pilotText } from "../../i18n/pilot";
import { $pilotKey, loadPilotKey, revokePilotKey, rotatePilotKey } from "../../stores/pilot-cloud";
import { $user } from "../../stores/user-state";
import "./pilot.css";

export default function PilotCloud({ locale }: { locale: string }) {
  const t = pilotText(locale);
  const user = useStore($user);
  const { info, key, note } = useStore($pilotKey);
  useEffect(() => {
    if (user) void loadPilotKey();
  }, [user]);
  if (!user) return <p className="muted">{t.signIn}</p>;
  if (!info) return note === "failed" ? <p role="status">{t.failed}</p> : null;
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
        <button type="button" onClick={() => void rotatePilotKey()}>
          {info.hasKey ? t.keyRotate : t.keyCreate}
        </button>
        {info.hasKey ? (
          <button type="button" onClick={() => void revokePilotKey()}>
            {t.keyRevoke}
          </button>
        ) : null}
      </div>
      {note ? <p role="status">{note === "revoked" ? t.keyRevoked : t.failed}</p> : null}
    </section>
  );
}
