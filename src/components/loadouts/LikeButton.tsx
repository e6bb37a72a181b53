/** A saved build's (weapon or gear) likes: one per signed-in user, with undo, counted on the server. */
import { useState } from "react";
import type { Loadout } from "../../contracts/loadout";
import { loadoutsText } from "../../i18n/loadouts";
import { likeBuild } from "../../stores/builds";
import { failureText } from "../../stores/errors";

export function LikeButton({
  locale,
  loadout,
  signedIn,
}: {
  locale: string;
  loadout: Pick<Loadout, "uid" | "likes" | "liked">;
  signedIn: boolean;
}) {
  const t = loadoutsText(locale);
  const [state, setState] = useState({ likes: loadout.likes, liked: loadout.liked });
  const [error, setError] = useState<string | null>(null);
  const toggle = async () => {
    setError(null);
    try {
      setState(await likeBuild(loadout.uid, !state.liked));
    } catch (err) {
      setError(failureText(err, t.loadError, locale));
    }
  };
  return (
    <span className="likes">
      <span data-testid="likes">{t.likes(state.likes)}</span>{" "}
      {signedIn ? (
        <button type="button" aria-pressed={state.liked} onClick={() => void toggle()}>
          {state.liked ? t.unlike : t.like}
        </button>
      ) : (
        <span className="muted">{t.signInToLike}</span>
      )}
      {error ? (
        <span role="alert" className="error">
          {" "}
          {error}
        </span>
      ) : null}
    </span>
  );
}
