import type { CharSummary, User, UserGameMode } from "../../contracts/user";
import { loadSessionUser, readSessionHint, writeSessionHint } from "../../stores/user-session";
import { $user } from "../../stores/user-state";

/**
 * Brings the header's user block to life on every page (docs/product.md §2, §4). Plain DOM code and a
 * zod-free session check keep it light enough for the item page; the game-mode action, the
 * character dropdown and the settings popup are imported on first use. A visitor signed in on
 * the last page sees that character at once (controls off) until the session check answers.
 */
const SIDE_LABEL = { Bear: "Bear", Usec: "USEC" } as const;

const browserStorage = (): Storage | undefined => {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
};

export function startUserArea(root: HTMLElement): void {
  const locale = root.dataset.locale ?? "en";
  const anon = root.querySelector<HTMLElement>("[data-user-anon]");
  const signed = root.querySelector<HTMLElement>("[data-user-signed]");
  const modeButtons = [...root.querySelectorAll<HTMLButtonElement>("[data-user-mode]")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-user-char]");
  const host = root.querySelector<HTMLElement>("[data-user-menu-host]");
  if (!anon || !signed || !toggle || !host) return;
  const storage = browserStorage();

  const text = (selector: string, value: string) => {
    const el = root.querySelector(selector);
    if (el) el.textContent = value;
  };
  const setControls = (enabled: boolean) => {
    for (const b of [...modeButtons, toggle]) b.disabled = !enabled;
  };
  const render = (char: CharSummary | null) => {
    anon.hidden = char !== null;
    signed.hidden = char === null;
    root.dataset.signedIn = String(char !== null);
    if (!char) return;
    for (const b of modeButtons) b.setAttribute("aria-pressed", String(b.dataset.userMode === char.gameMode));
    text("[data-user-char-name]", char.charName);
    text("[data-user-char-side]", SIDE_LABEL[char.fraction]);
    text("[data-user-char-level]", String(char.level));
  };
  const active = (user: User): CharSummary => ({ ...user, uid: user.charUid });

  let settled = false;
  const show = (user: User | null) => {
    // before the session check answers, a null $user only means "not known yet"
    if (!user && !settled) return;
    render(user && active(user));
    setControls(true);
    writeSessionHint(storage, user);
  };

  for (const b of modeButtons) {
    b.addEventListener("click", async () => {
      const mode = b.dataset.userMode as UserGameMode;
      if ($user.get()?.gameMode === mode) return;
      setControls(false);
      try {
        const { setGameMode } = await import("../../stores/user");
        await setGameMode(mode, locale);
      } catch (err) {
        console.error(err);
      } finally {
        setControls(true);
      }
    });
  }
  toggle.addEventListener("click", async () => {
    const { toggleUserMenu } = await import("./user-menu-mount");
    await toggleUserMenu({ host, toggle, locale });
  });

  const hint = readSessionHint(storage);
  if (hint) {
    render(hint);
    setControls(false);
  }
  $user.subscribe(show);
  void loadSessionUser().then(() => {
    settled = true;
    show($user.get());
  });
}
