import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useCallback } from "react";
import { createRoot, type Root } from "react-dom/client";
import UserMenu from "./UserMenu";
import UserPopup from "./UserPopup";
import css from "./user.css?inline";

/**
 * The character dropdown and the settings popup, loaded by the header on the first click of the
 * character block (so pages that never open them do not ship React, zod or the user store).
 */
type UserUi = { menu: boolean; popup: boolean };
const $userUi = atom<UserUi>({ menu: false, popup: false });

type Mount = { host: HTMLElement; toggle: HTMLElement; locale: string };
let root: Root | undefined;

function UserUiView({ toggle, locale }: Omit<Mount, "host">) {
  const ui = useStore($userUi);
  const closeMenu = useCallback(() => $userUi.set({ ...$userUi.get(), menu: false }), []);
  // focus goes back to the character block the popup was opened from
  const closePopup = useCallback(() => {
    $userUi.set({ ...$userUi.get(), popup: false });
    toggle.focus();
  }, [toggle]);
  const openPopup = useCallback(() => $userUi.set({ menu: false, popup: true }), []);
  return (
    <>
      {ui.menu && <UserMenu locale={locale} toggle={toggle} onClose={closeMenu} onSettings={openPopup} />}
      {ui.popup && <UserPopup locale={locale} onClose={closePopup} />}
    </>
  );
}

function mount({ host, toggle, locale }: Mount) {
  if (root) return;
  // the styles come with this lazy chunk: a linked stylesheet would load on every page
  const style = document.createElement("style");
  style.textContent = css;
  document.head.append(style);
  root = createRoot(host);
  root.render(<UserUiView toggle={toggle} locale={locale} />);
  $userUi.subscribe((ui) => toggle.setAttribute("aria-expanded", String(ui.menu)));
}

/** Opens or closes the character dropdown under the character block. */
export function toggleUserMenu(m: Mount): void {
  mount(m);
  const ui = $userUi.get();
  $userUi.set({ ...ui, menu: !ui.menu });
}
