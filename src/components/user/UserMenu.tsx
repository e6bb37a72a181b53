import { useStore } from "@nanostores/react";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { t } from "../../i18n";
import { userText } from "../../i18n/user";
import { failureMessage } from "../../stores/errors";
import { $user, newPmc, selectChar } from "../../stores/user";
import LogoutButton from "./LogoutButton";

/** The least space between the menu and the screen's left edge, in pixels. */
const MENU_MARGIN = 8;

/**
 * The character dropdown (docs/product.md §2): the PMCs with side, level, name and mode, then New PMC,
 * Settings, Account and Logout. Closes on an outside click, on Escape and after a choice.
 */
export default function UserMenu(props: {
  locale: string;
  toggle: HTMLElement;
  onClose: () => void;
  onSettings: () => void;
}) {
  const { locale, toggle, onClose, onSettings } = props;
  const user = useStore($user);
  const tx = t(userText, locale);
  const box = useRef<HTMLDivElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const outside = (e: PointerEvent) => {
      const target = e.target;
      if (!(target instanceof Node)) return;
      if (box.current?.contains(target) || toggle.contains(target)) return;
      onClose();
    };
    const onEscape = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      onClose();
      toggle.focus();
    };
    document.addEventListener("pointerdown", outside);
    document.addEventListener("keydown", onEscape);
    return () => {
      document.removeEventListener("pointerdown", outside);
      document.removeEventListener("keydown", onEscape);
    };
  }, [toggle, onClose]);

  // The menu opens leftwards from the character block's right edge. Where the header wraps on a
  // phone, the block sits at the left and a short name leaves the menu past the screen's left edge:
  // it is moved right by as much, before the browser paints it (and again when the window turns).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the menu is drawn (box set) once the user is known
  useLayoutEffect(() => {
    const el = box.current;
    if (!el) return;
    const keepOnScreen = () => {
      el.style.right = "";
      const over = MENU_MARGIN - el.getBoundingClientRect().left;
      if (over > 0) el.style.right = `${-over}px`;
    };
    keepOnScreen();
    window.addEventListener("resize", keepOnScreen);
    return () => window.removeEventListener("resize", keepOnScreen);
  }, [user]);

  if (!user) return null;

  const act = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(failureMessage(err, tx.failed, locale));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="user-menu" ref={box} data-testid="user-menu">
      <p className="user-menu__title">{tx.characters}</p>
      <ul className="user-menu__chars">
        {user.chars.map((c) => (
          <li key={c.uid}>
            <button
              type="button"
              className="user-menu__item"
              aria-pressed={c.uid === user.charUid}
              disabled={busy}
              onClick={() =>
                act(async () => {
                  if (c.uid !== user.charUid) await selectChar(c.uid);
                  onClose();
                })
              }
            >
              <span className="user-menu__side">{tx.sides[c.fraction]}</span>
              <span className="user-menu__level">{c.level}</span>
              <span className="user-menu__name">{c.charName}</span>
              <span className="user-menu__mode">({c.gameMode})</span>
            </button>
          </li>
        ))}
      </ul>
      <ul className="user-menu__actions">
        <li>
          <button
            type="button"
            className="user-menu__item"
            disabled={busy}
            onClick={() =>
              act(async () => {
                if (await newPmc(locale)) onSettings();
              })
            }
          >
            {tx.newPmc}
          </button>
        </li>
        <li>
          <button type="button" className="user-menu__item" onClick={onSettings}>
            {tx.settings}
          </button>
        </li>
        <li>
          <a className="user-menu__item" href="/account">
            {tx.account}
          </a>
        </li>
        <li>
          <LogoutButton locale={locale} label={tx.logout} className="user-menu__item" />
        </li>
      </ul>
      {error && (
        <p className="user-menu__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
