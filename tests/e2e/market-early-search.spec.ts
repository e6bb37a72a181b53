import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./support/test";

// The market's first search starts while the page is still arriving: a phone reads the rest of
// the page's rows for up to a second after its table has begun. A proxy on loopback sends /market
// in two parts, holding the second until the test lets it go; every other request passes through
// to the suite's server.

type Proxy = { origin: string; release: () => void; close: () => Promise<void> };

/** Serves `path` in two parts (up to the page's third row, then the rest once released). */
async function holdingProxy(target: string, path: string): Promise<Proxy> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const server: Server = createServer((req, res) => {
    const headers = { ...req.headers, host: new URL(target).host };
    if (req.url === path) {
      // asked unencoded, so that the HTML can be cut
      delete headers["accept-encoding"];
      request(`${target}${path}`, { headers }, async (page) => {
        let html = "";
        page.setEncoding("utf8");
        for await (const chunk of page) html += chunk;
        const start = html.indexOf("<tbody>");
        let cut = start;
        for (let i = 0; i < 3; i++) cut = html.indexOf("</tr>", cut + 1);
        if (start < 0 || cut < 0) throw new Error("no table rows to cut after");
        const { "content-length": _, "content-encoding": __, ...kept } = page.headers;
        res.writeHead(page.statusCode ?? 200, kept);
        res.write(html.slice(0, cut + 5));
        await held;
        res.end(html.slice(cut + 5));
      }).end();
      return;
    }
    const upstream = request(`${target}${req.url}`, { method: req.method, headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test("while the page's rows are still arriving, the search box answers with the server's best matches, which stay once the page has been read", async ({
  page,
  baseURL,
}) => {
  const proxy = await holdingProxy(baseURL ?? "", "/market");
  try {
    await page.goto(`${proxy.origin}/market`, { waitUntil: "commit" });
    const search = page.getByRole("searchbox", { name: "Search items" });
    const status = page.getByTestId("market-status");
    const gpu = page.locator('tbody tr.mrow a[href$="/item/graphics_card"]');
    const pageRows = page.locator("table.mtable > tbody:not([hidden]) > tr.mrow");
    // the box takes input before the page has been read
    await expect(search).toBeEnabled();
    expect(await page.evaluate(() => document.readyState)).toBe("loading");
    await expect(page.getByRole("combobox", { name: "Category or tag" })).toBeDisabled();
    await search.fill("graphics");
    await expect(gpu).toBeVisible();
    await expect(status).toHaveText(/^PVP prices · .*matches?, loading every item…$/);
    // the page's three rows read so far are hidden beneath the matches
    await expect(page.locator("table.mtable > tbody[hidden] > tr.mrow")).toHaveCount(3);
    // cleared, the page's rows show again; typed again, the matches
    await search.fill("");
    await expect(gpu).toHaveCount(0);
    await expect(pageRows).toHaveCount(3);
    await expect(status).toHaveText("PVP prices · Loading prices…");
    await search.fill("graphics");
    await expect(gpu).toBeVisible();
    const matches = await pageRows.count();
    // the rest of the page arrives: the matches stay, alone in the table's one body
    proxy.release();
    await expect.poll(() => page.evaluate(() => document.readyState)).not.toBe("loading");
    await expect(page.locator("table.mtable > tbody")).toHaveCount(1);
    await expect(gpu).toBeVisible();
    // then the market's controller takes the query over, with the whole list once it has loaded
    await expect(page).toHaveURL(/[?&]q=graphics/);
    await expect(status).toContainText(/\d+ of \d+ items/);
    await expect(gpu).toBeVisible();
    expect(await pageRows.count()).toBeGreaterThanOrEqual(1);
    expect(matches).toBeGreaterThanOrEqual(1);
  } finally {
    await proxy.close();
  }
});
