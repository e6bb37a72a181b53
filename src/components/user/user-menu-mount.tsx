import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useCallback } from "react";
import { createRoot, type Root } from "react-dom/client";
import { linkStylesheet } from "../shell/link-stylesheet";
import UserMenu from "./UserMenu";
import UserPopup from "./UserPopup";
import cssHref from "./user.css?url";

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

async function mount({ host, toggle, locale }: Mount) {
  // the dropdown's and popup's stylesheet, linked once (nothing is drawn unstyled)
  await linkStylesheet(cssHref);
  if (root) return;
  root = createRoot(host);
  root.render(<UserUiView toggle={toggle} locale={locale} />);
  $userUi.subscribe((ui) => toggle.setAttribute("aria-expanded", String(ui.menu)));
}

/** Opens or closes the character dropdown under the character block. */
export async function toggleUserMenu(m: Mount): Promise<void> {
  await mount(m);
  const ui = $userUi.get();
  $userUi.set({ ...ui, menu: !ui.menu });
}
