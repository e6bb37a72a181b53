import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { drizzle } from "drizzle-orm/libsql";
import { describe, expect, it } from "vitest";
import * as s from "./schema";
import { writeDataset } from "./write-dataset";

async function memoryDb() {
  const client = createClient({ url: ":memory:" });
  for (const f of readdirSync("migrations")
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    for (const stmt of readFileSync(`migrations/${f}`, "utf8").split("--> statement-breakpoint")) {
      if (stmt.trim()) await client.execute(stmt);
    }
  }
  return drizzle(client, { schema: s });
}

const trader = (uid: string, name: string) => ({
  uid,
  name,
  nameL10n: { ru: name },
  currency: "RUB" as const,
  levels: [],
  sort: 1,
});

describe("writeDataset", () => {
  it("upserts: a second write replaces changed columns and keeps one row", async () => {
    const db = await memoryDb();
    await writeDataset(db, { traders: [trader("prapor", "Prapor")] });
    await writeDataset(db, { traders: [trader("prapor", "Prapor 2")] });
    const rows = await db.select().from(s.traders).all();
    expect(rows.map((r) => r.name)).toEqual(["Prapor 2"]);
  });

  it("writes a table whose columns are all key columns, twice", async () => {
    const db = await memoryDb();
    const rows = [{ tag: "ammo", itemUid: "a" }];
    await writeDataset(db, { itemTags: rows });
    await writeDataset(db, { itemTags: rows });
    expect(await db.select().from(s.itemTags).all()).toEqual(rows);
  });

  it("writes many rows in chunks under the parameter limit", async () => {
    const db = await memoryDb();
    const points = Array.from({ length: 500 }, (_, i) => ({
      itemUid: "a",
      mode: "pvp" as const,
      ts: i,
      price: i,
    }));
    await writeDataset(db, { pricePoints: points });
    expect((await db.select().from(s.pricePoints).all()).length).toBe(500);
  });

  it("writes nothing when a later statement of the batch fails", async () => {
    const db = await memoryDb();
    await writeDataset(db, { traders: [trader("prapor", "Prapor")] });
    const badMap = { slug: "customs", name: null as unknown as string, nameL10n: { ru: "" }, sort: 1 };
    await expect(
      writeDataset(db, { traders: [trader("mechanic", "Mechanic")], maps: [badMap] }),
    ).rejects.toThrow();
    expect((await db.select().from(s.traders).all()).map((r) => r.uid)).toEqual(["prapor"]);
  });
});
