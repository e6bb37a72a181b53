import { useStore } from "@nanostores/react";
import { atom } from "nanostores";
import { useCallback } from "react";
import { createRoot, type Root } from "react-dom/client";
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

let styled: Promise<void> | undefined;

/**
 * Links the dropdown's and popup's stylesheet, a file of this site: the page's policy
 * (style-src 'self' plus hashes) refuses a <style> element added at run time. Resolves once the
 * sheet applies (or failed to load), so nothing is drawn unstyled.
 */
function linkStyles(): Promise<void> {
  styled ??= new Promise<void>((resolve) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    link.href = cssHref;
    link.dataset.userUi = "";
    link.addEventListener("load", () => resolve());
    link.addEventListener("error", () => resolve());
    document.head.append(link);
  });
  return styled;
}

async function mount({ host, toggle, locale }: Mount) {
  await linkStyles();
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
