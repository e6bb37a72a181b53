import { type FormEvent, useEffect, useRef, useState } from "react";
import { ALERT_MAX } from "../../contracts/admin";
import type { AdminMessages } from "../../i18n/admin";
import { adminSettings } from "../../stores/admin";
import { fetchWebsiteAlert } from "../../stores/live-data";
import { renderAlert } from "../shell/website-alert";
import { StatusLine, useSave } from "./parts";
import { useAdminLoad } from "./use-admin-call";

type Texts = { text: string; ru: string };

/**
 * /admin/website-alert: the banner's text for every page and, optionally, for Russian pages, each
 * with a live preview rendered exactly as the banner renders it.
 */
export default function AlertEditor({ t }: { t: AdminMessages }) {
  const { value, error } = useAdminLoad(fetchWebsiteAlert, t.failed, t.lang);
  if (error) return <p role="alert">{error}</p>;
  if (value === null) return <p className="muted">{t.loading}</p>;
  return <AlertForm initial={{ text: value.text, ru: value.ru ?? "" }} t={t} />;
}

/** One text's preview, as the banner shows it (hidden when it shows nothing). */
function Preview({
  text,
  label,
  empty,
  testId,
}: {
  text: string;
  label: string;
  empty: string;
  testId: string;
}) {
  const [shown, setShown] = useState(text.trim() !== "");
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
  return (
    <>
      <h2>{label}</h2>
      <div className="site-alert admin-alert-preview" data-testid={testId} hidden={!shown}>
        <div ref={preview} />
      </div>
      {shown ? null : <p className="muted">{empty}</p>}
    </>
  );
}

function AlertForm({ initial, t }: { initial: Texts; t: AdminMessages }) {
  const [texts, setTexts] = useState(initial);
  const { status, run } = useSave({ ok: t.saved, failed: t.failed, lang: t.lang });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(async () => setTexts(await adminSettings.putAlert(texts)));
  };
  return (
    <form className="admin-form" onSubmit={submit}>
      <label>
        {t.alertText}
        <textarea
          rows={5}
          value={texts.text}
          maxLength={ALERT_MAX}
          onChange={(e) => setTexts({ ...texts, text: e.target.value })}
        />
        <small className="muted">{t.alertHint}</small>
      </label>
      <label>
        {t.alertTextRu}
        <textarea
          rows={5}
          lang="ru"
          value={texts.ru}
          maxLength={ALERT_MAX}
          onChange={(e) => setTexts({ ...texts, ru: e.target.value })}
        />
        <small className="muted">{t.alertHintRu}</small>
      </label>
      <Preview text={texts.text} label={t.preview} empty={t.previewEmpty} testId="admin-alert-preview" />
      <Preview
        text={texts.ru.trim() ? texts.ru : texts.text}
        label={t.previewRu}
        empty={t.previewEmpty}
        testId="admin-alert-preview-ru"
      />
      <button type="submit">{t.save}</button>
      <StatusLine status={status} />
    </form>
  );
}
