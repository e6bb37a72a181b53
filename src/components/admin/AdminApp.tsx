/** The admin area (docs/product.md §2 /admin/*): one island over every /admin page, routed in the browser. */
import { useEffect, useState } from "react";
import { COMPARE_KINDS } from "../../contracts/admin-compare";
import { ROW_TABLES } from "../../contracts/admin-rows";
import { t as tr } from "../../i18n";
import { adminText } from "../../i18n/admin";
import { adminToolsText } from "../../i18n/admin-tools";
import { pageTitles } from "../../i18n/pages";
import AddItem from "./AddItem";
import AlertEditor from "./AlertEditor";
import {
  ADMIN_SECTIONS,
  adminView,
  comparePath,
  ITEM_TOOL_PATHS,
  type ItemToolKind,
  ROW_PATHS,
  SCAN_PATHS,
} from "./admin-route";
import Compare from "./Compare";
import CutEdges from "./CutEdges";
import EmailSettings from "./EmailSettings";
import ItemImages from "./ItemImages";
import { ItemEditor, ItemSearch } from "./Items";
import { LiveIcons } from "./LiveIcons";
import Logs from "./Logs";
import Overview from "./Overview";
import Palette from "./Palette";
import Rows from "./Rows";
import { ScanTest } from "./ScanTest";
import Settings from "./Settings";
import Users from "./Users";
import "./admin.css";

export default function AdminApp({ locale }: { locale: string }) {
  const t = adminText(locale);
  const tt = adminToolsText(locale);
  const titles = tr(pageTitles, locale);
  const [path, setPath] = useState(() => location.pathname);
  useEffect(() => {
    const back = () => setPath(location.pathname);
    window.addEventListener("popstate", back);
    return () => window.removeEventListener("popstate", back);
  }, []);
  const go = (href: string) => {
    if (href !== location.pathname) history.pushState(null, "", href);
    setPath(href);
    window.scrollTo(0, 0);
  };
  const view = adminView(path);
  // the page's heading and title follow the view (the prerendered ones name the first address)
  const section =
    view.kind === "item"
      ? "/admin/item"
      : view.kind === "rows"
        ? ROW_PATHS[view.table]
        : view.kind === "compare"
          ? comparePath(view.what)
          : view.kind === "scan"
            ? SCAN_PATHS[view.test ? 1 : 0]
            : view.kind in ITEM_TOOL_PATHS
              ? ITEM_TOOL_PATHS[view.kind as ItemToolKind]
              : ADMIN_SECTIONS.find((s) => s.kind === view.kind)?.path;
  useEffect(() => {
    const title = section ? titles[section] : null;
    const h1 = document.querySelector("[data-admin-title]");
    if (!title || !h1) return;
    document.title = document.title.replace(h1.textContent ?? "", title);
    h1.textContent = title;
  }, [section, titles]);
  const label = {
    overview: t.overview,
    users: t.users,
    items: t.items,
    alert: t.alert,
    settings: t.settings,
    email: t.emailSection,
    logs: t.logs,
  };
  // the sections, the editors of game-data rows, then the compare pages
  const links = [
    ...ADMIN_SECTIONS.map((sec) => ({
      path: sec.path,
      label: label[sec.kind],
      current: view.kind === sec.kind || (view.kind === "item" && sec.kind === "items"),
    })),
    ...(Object.keys(ITEM_TOOL_PATHS) as ItemToolKind[]).map((kind) => ({
      path: ITEM_TOOL_PATHS[kind],
      label: tt.menu[kind],
      current: view.kind === kind,
    })),
    ...ROW_TABLES.map((table) => ({
      path: ROW_PATHS[table],
      label: t.rowSections[table],
      current: view.kind === "rows" && view.table === table,
    })),
    ...COMPARE_KINDS.map((what) => ({
      path: comparePath(what),
      label: t.compareSections[what],
      current: view.kind === "compare" && view.what === what,
    })),
    ...SCAN_PATHS.map((path, i) => ({
      path,
      // the page's title without its "Admin: ", as a menu entry: "Scan items"
      label: titles[path].replace(/^[^:]*:\s*(.)/, (_, first: string) => first.toUpperCase()),
      current: view.kind === "scan" && view.test === (i === 1),
    })),
  ];
  return (
    <div className="admin">
      <nav className="admin-nav" aria-label={t.sections}>
        {links.map((link) => (
          <a
            key={link.path}
            href={link.path}
            aria-current={link.current ? "page" : undefined}
            onClick={(e) => {
              if (e.ctrlKey || e.metaKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              go(link.path);
            }}
          >
            {link.label}
          </a>
        ))}
      </nav>
      <div className="admin-view" data-view={view.kind}>
        {view.kind === "overview" ? <Overview t={t} locale={locale} /> : null}
        {view.kind === "logs" ? <Logs t={t} /> : null}
        {view.kind === "settings" ? <Settings t={t} locale={locale} /> : null}
        {view.kind === "alert" ? <AlertEditor t={t} /> : null}
        {view.kind === "email" ? <EmailSettings t={t} /> : null}
        {view.kind === "users" ? <Users t={t} locale={locale} /> : null}
        {view.kind === "items" ? <ItemSearch t={t} go={go} /> : null}
        {view.kind === "item" ? (
          <ItemEditor key={view.uid} uid={view.uid} t={t} locale={locale} go={go} />
        ) : null}
        {view.kind === "rows" ? <Rows key={view.table} table={view.table} t={t} /> : null}
        {view.kind === "compare" ? <Compare key={view.what} kind={view.what} t={t} /> : null}
        {view.kind === "scan" ? <ScanTest key={String(view.test)} locale={locale} test={view.test} /> : null}
        {view.kind === "images" ? <ItemImages t={t} tt={tt} locale={locale} /> : null}
        {view.kind === "crop" ? <CutEdges t={t} tt={tt} locale={locale} /> : null}
        {view.kind === "addItem" ? <AddItem t={t} tt={tt} locale={locale} /> : null}
        {view.kind === "liveIcons" ? <LiveIcons t={t} tt={tt} /> : null}
        {view.kind === "palette" ? <Palette t={t} tt={tt} locale={locale} /> : null}
        {view.kind === "unknown" ? <p className="muted">{t.unknownPath}</p> : null}
      </div>
    </div>
  );
}
