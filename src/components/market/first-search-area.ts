/**
 * Where the market's first search (market-first-search.ts) shows its matches: in the table's body
 * once the page has been read; before that (the parser still adds the page's rows to that body),
 * in a body of their own above it, the page's hidden meanwhile. `read()`, when the page has been
 * read, keeps the page's rows for later (`preview`) and moves the matches shown into the table's
 * body.
 */
export function resultsArea(body: HTMLTableSectionElement) {
  let preview: Element[] | null = null;
  let early: HTMLTableSectionElement | null = null;
  const dropEarly = () => {
    early?.remove();
    early = null;
    body.hidden = false;
  };
  return {
    read(): Element[] {
      preview = [...body.children];
      if (early) {
        body.replaceChildren(...early.children);
        dropEarly();
      }
      return preview;
    },
    show(rows: Element[]): void {
      if (preview) {
        body.replaceChildren(...rows);
        return;
      }
      if (!early) {
        early = document.createElement("tbody");
        body.before(early);
        body.hidden = true;
      }
      early.replaceChildren(...rows);
    },
    /** The page's own rows again. */
    clear(): void {
      if (preview) body.replaceChildren(...preview);
      else dropEarly();
    },
  };
}
