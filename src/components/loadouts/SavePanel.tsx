/**
 * Save and publish (Pro): title and public toggle; the server refuses an identical published
 * build. Weapon builds and gear loadouts both use it, each with its own save call.
 */
import { useState } from "react";
import { loadoutsText } from "../../i18n/loadouts";
import { failureText, isConflict } from "../../stores/errors";

type Saved = { uid: string; title: string; isPublic: boolean; mine: boolean };
type Props<T extends Saved> = {
  locale: string;
  pro: boolean;
  /** Sends the current build with these fields (`uid` to change a saved one). */
  submit: (fields: { uid?: string; title: string; isPublic: boolean }) => Promise<T>;
  /** The saved build being edited, when it is the user's own. */
  saved: T | null;
  onSaved: (l: T) => void;
  /** Shown to users without Pro. */
  needsPro?: string;
};

export function SavePanel<T extends Saved>({ locale, pro, submit, saved, onSaved, needsPro }: Props<T>) {
  const t = loadoutsText(locale);
  const own = saved?.mine ? saved : null;
  const [title, setTitle] = useState(own?.title ?? "");
  const [isPublic, setPublic] = useState(own?.isPublic ?? true);
  const [state, setState] = useState<
    { kind: "idle" | "busy" | "saved" } | { kind: "error"; message: string; conflict: boolean }
  >({
    kind: "idle",
  });
  if (!pro) return <p className="muted loadout-save">{needsPro ?? t.saveNeedsPro}</p>;
  const save = async (asNew: boolean) => {
    setState({ kind: "busy" });
    try {
      const result = await submit({ ...(own && !asNew ? { uid: own.uid } : {}), title, isPublic });
      setState({ kind: "saved" });
      onSaved(result);
    } catch (err) {
      setState({ kind: "error", message: failureText(err, t.loadError, locale), conflict: isConflict(err) });
    }
  };
  return (
    <form
      className="loadout-save"
      onSubmit={(e) => {
        e.preventDefault();
        void save(false);
      }}
    >
      <h2>{t.saveTitle}</h2>
      <label>
        {t.title}
        <input value={title} maxLength={80} required onChange={(e) => setTitle(e.currentTarget.value)} />
      </label>
      <label className="loadout-save__check">
        <input type="checkbox" checked={isPublic} onChange={(e) => setPublic(e.currentTarget.checked)} />{" "}
        {t.isPublic}
      </label>
      <div className="loadout-save__actions">
        <button type="submit" disabled={state.kind === "busy" || !title.trim()}>
          {t.save}
        </button>
        {own ? (
          <button
            type="button"
            disabled={state.kind === "busy" || !title.trim()}
            onClick={() => void save(true)}
          >
            {t.saveAsNew}
          </button>
        ) : null}
      </div>
      {state.kind === "saved" ? <p role="status">{t.saved}</p> : null}
      {state.kind === "error" ? (
        <p role="alert" className="error">
          {state.message}
          {state.conflict ? ` ${t.changeAttachments}` : ""}
        </p>
      ) : null}
    </form>
  );
}
