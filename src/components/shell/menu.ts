/**
 * Header dropdowns and the burger menu, in plain DOM code (no framework on every page).
 * A dropdown opens on mouse hover and closes 100 ms after the mouse leaves (docs/product.md §9),
 * toggles on click or tap, and closes on an outside click, on any link click and on Escape.
 * Keyboard: Enter/Space toggles, ArrowDown opens and focuses the first link, arrows move
 * between links, Escape returns to the toggle, tabbing away closes.
 */
export const DROPDOWN_CLOSE_MS = 100;

type Dropdown = {
  root: HTMLElement;
  toggle: HTMLButtonElement;
  panel: HTMLElement;
  timer: ReturnType<typeof setTimeout> | undefined;
  openedByHover: boolean;
};

function links(d: Dropdown): HTMLElement[] {
  return [...d.panel.querySelectorAll<HTMLElement>("a[href]")].filter((a) => a.offsetParent !== null);
}

export function setupMenus(header: HTMLElement): void {
  const dropdowns: Dropdown[] = [];
  for (const root of header.querySelectorAll<HTMLElement>("[data-dropdown]")) {
    const toggle = root.querySelector<HTMLButtonElement>("[data-dropdown-toggle]");
    const panel = root.querySelector<HTMLElement>("[data-dropdown-panel]");
    if (toggle && panel) dropdowns.push({ root, toggle, panel, timer: undefined, openedByHover: false });
  }

  const setOpen = (d: Dropdown, open: boolean, byHover = false) => {
    clearTimeout(d.timer);
    d.timer = undefined;
    if (open) for (const other of dropdowns) if (other !== d) setOpen(other, false);
    d.openedByHover = open && byHover;
    d.panel.hidden = !open;
    d.toggle.setAttribute("aria-expanded", String(open));
    d.root.classList.toggle("is-open", open);
  };
  const isOpen = (d: Dropdown) => !d.panel.hidden;
  const closeAll = () => {
    for (const d of dropdowns) if (isOpen(d)) setOpen(d, false);
  };

  for (const d of dropdowns) {
    d.root.addEventListener("pointerenter", (e) => {
      if (e.pointerType !== "mouse" || burgerOpen()) return;
      if (isOpen(d)) clearTimeout(d.timer);
      else setOpen(d, true, true);
    });
    d.root.addEventListener("pointerleave", (e) => {
      if (e.pointerType !== "mouse" || burgerOpen() || !isOpen(d)) return;
      clearTimeout(d.timer);
      d.timer = setTimeout(() => setOpen(d, false), DROPDOWN_CLOSE_MS);
    });
    d.toggle.addEventListener("click", () => {
      // a click right after hover-opening keeps it open instead of closing it again
      if (isOpen(d) && d.openedByHover) d.openedByHover = false;
      else setOpen(d, !isOpen(d));
    });
    d.toggle.addEventListener("keydown", (e) => {
      if (e.key !== "ArrowDown") return;
      e.preventDefault();
      setOpen(d, true);
      links(d)[0]?.focus();
    });
    d.panel.addEventListener("keydown", (e) => {
      const list = links(d);
      const i = list.indexOf(document.activeElement as HTMLElement);
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        e.preventDefault();
        const next = e.key === "ArrowDown" ? i + 1 : i - 1;
        list[(next + list.length) % list.length]?.focus();
      } else if (e.key === "Home" || e.key === "End") {
        e.preventDefault();
        (e.key === "Home" ? list[0] : list[list.length - 1])?.focus();
      }
    });
    d.root.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !isOpen(d)) return;
      e.stopPropagation();
      setOpen(d, false);
      d.toggle.focus();
    });
    d.root.addEventListener("focusout", (e) => {
      const to = e.relatedTarget;
      if (to instanceof Node && !d.root.contains(to) && isOpen(d)) setOpen(d, false);
    });
  }

  // burger menu (small screens): shows the whole navigation as a panel
  const burger = header.querySelector<HTMLButtonElement>("[data-burger]");
  const nav = header.querySelector<HTMLElement>("[data-nav]");
  function burgerOpen(): boolean {
    return burger?.getAttribute("aria-expanded") === "true";
  }
  /** Opens or closes the burger panel; closing it closes the dropdowns but the one `keep` is in. */
  const setBurger = (open: boolean, keep?: Element) => {
    burger?.setAttribute("aria-expanded", String(open));
    nav?.classList.toggle("is-open", open);
    if (!open)
      for (const d of dropdowns) if (isOpen(d) && !(keep && d.root.contains(keep))) setOpen(d, false);
  };
  burger?.addEventListener("click", () => setBurger(!burgerOpen()));

  document.addEventListener("click", (e) => {
    const target = e.target;
    if (!(target instanceof Element)) return;
    if (target.closest("a[href]") && header.contains(target)) {
      closeAll();
      setBurger(false);
      return;
    }
    if (!dropdowns.some((d) => d.root.contains(target))) closeAll();
    // a tap outside the panel closes it, but a dropdown of the header just opened (the language
    // switch) stays open
    if (burger && nav && burgerOpen() && !nav.contains(target) && !burger.contains(target))
      setBurger(false, target);
  });
  document.addEventListener("keydown", (e) => {
    if (e.key !== "Escape") return;
    closeAll();
    if (burgerOpen()) {
      setBurger(false);
      burger?.focus();
    }
  });
}
