import { type FormEvent, useEffect, useRef, useState } from "react";
import { ALERT_MAX, adminEndpoints } from "../../contracts/admin";
import type { AdminMessages } from "../../i18n/admin";
import { api } from "../../stores/api";
import { fetchWebsiteAlert } from "../../stores/live-data";
import { renderAlert } from "../shell/website-alert";
import { StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

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
  const { status, run } = useSave({ ok: t.saved, failed: t.failed });
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
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setText((await api.call(adminEndpoints.alertPut, { body: { text } })).text));
  };
  return (
    <form className="admin-form" onSubmit={submit}>
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
      <StatusLine status={status} />
    </form>
  );
}
