import { type FormEvent, useEffect, useRef, useState } from "react";
import { ALERT_MAX, adminEndpoints } from "../../contracts/admin";
import type { AdminMessages } from "../../i18n/admin";
import { api } from "../../stores/api";
import { fetchWebsiteAlert } from "../../stores/live-data";
import { renderAlert } from "../shell/website-alert";
import { failureText, useAdminLoad } from "./use-admin-call";

/** /admin/website-alert: the banner's text with a live preview rendered exactly as the banner renders it. */
export default function AlertEditor({ t }: { t: AdminMessages }) {
  const { value, error } = useAdminLoad(fetchWebsiteAlert, t.failed);
  if (error) return <p role="alert">{error}</p>;
  if (value === null) return <p className="muted">{t.loading}</p>;
  return <AlertForm initial={value} t={t} />;
}

function AlertForm({ initial, t }: { initial: string; t: AdminMessages }) {
  const [text, setText] = useState(initial);
  const [shown, setShown] = useState(initial.trim() !== "");
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const preview = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let current = true;
    if (preview.current) {
      void renderAlert(preview.current, text.trim()).then((visible) => {
        if (current) setShown(visible);
      });
    }
    return () => {
      current = false;
    };
  }, [text]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setStatus(null);
    try {
      const saved = await api.call(adminEndpoints.alertPut, { body: { text } });
      setText(saved.text);
      setStatus({ ok: true, text: t.saved });
    } catch (err) {
      setStatus({ ok: false, text: failureText(err, t.failed) });
    }
  };
  return (
    <form className="admin-form" onSubmit={(e) => void submit(e)}>
      <label>
        {t.alertText}
        <textarea rows={5} value={text} maxLength={ALERT_MAX} onChange={(e) => setText(e.target.value)} />
        <small className="muted">{t.alertHint}</small>
      </label>
      <h2>{t.preview}</h2>
      <div className="site-alert admin-alert-preview" data-testid="admin-alert-preview" hidden={!shown}>
        <div ref={preview} />
      </div>
      {shown ? null : <p className="muted">{t.previewEmpty}</p>}
      <button type="submit">{t.save}</button>
      {status ? (
        <p role={status.ok ? "status" : "alert"} className={status.ok ? "" : "admin-error"}>
          {status.text}
        </p>
      ) : null}
    </form>
  );
}
