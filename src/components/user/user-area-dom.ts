import type { User, UserGameMode } from "../../contracts/user";
import { loadSessionUser } from "../../stores/user-session";
import { $user } from "../../stores/user-state";

/**
 * Brings the header's user block to life on every page (SPEC §2, §4). Plain DOM code and a
 * zod-free session check keep it light enough for the item page; the game-mode action, the
 * character dropdown and the settings popup are imported on first use.
 */
const SIDE_LABEL = { Bear: "Bear", Usec: "USEC" } as const;

export function startUserArea(root: HTMLElement): void {
  const locale = root.dataset.locale ?? "en";
  const anon = root.querySelector<HTMLElement>("[data-user-anon]");
  const signed = root.querySelector<HTMLElement>("[data-user-signed]");
  const modeButtons = [...root.querySelectorAll<HTMLButtonElement>("[data-user-mode]")];
  const toggle = root.querySelector<HTMLButtonElement>("[data-user-char]");
  const host = root.querySelector<HTMLElement>("[data-user-menu-host]");
  if (!anon || !signed || !toggle || !host) return;

  const text = (selector: string, value: string) => {
    const el = root.querySelector(selector);
    if (el) el.textContent = value;
  };
  const render = (user: User | null) => {
    anon.hidden = user !== null;
    signed.hidden = user === null;
    root.dataset.signedIn = String(user !== null);
    if (!user) return;
    for (const b of modeButtons) b.setAttribute("aria-pressed", String(b.dataset.userMode === user.gameMode));
    text("[data-user-char-name]", user.charName);
    text("[data-user-char-side]", SIDE_LABEL[user.fraction]);
    text("[data-user-char-level]", String(user.level));
  };

  for (const b of modeButtons) {
    b.addEventListener("click", async () => {
      const mode = b.dataset.userMode as UserGameMode;
      if ($user.get()?.gameMode === mode) return;
      for (const other of modeButtons) other.disabled = true;
      try {
        const { setGameMode } = await import("../../stores/user");
        await setGameMode(mode, locale);
      } catch (err) {
        console.error(err);
      } finally {
        for (const other of modeButtons) other.disabled = false;
      }
    });
  }
  toggle.addEventListener("click", async () => {
    const { toggleUserMenu } = await import("./user-menu-mount");
    toggleUserMenu({ host, toggle, locale });
  });

  $user.subscribe(render);
  void loadSessionUser();
}
