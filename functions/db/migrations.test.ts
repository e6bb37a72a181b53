import { readdirSync, readFileSync } from "node:fs";
import { createClient } from "@libsql/client";
import { describe, expect, it } from "vitest";

// Migrations that move rows, run on a database holding rows of the step before.

const files = readdirSync("migrations")
  .filter((f) => f.endsWith(".sql"))
  .sort();

async function migrateTo(client: ReturnType<typeof createClient>, last: string) {
  for (const f of files.filter((f) => f <= last))
    for (const stmt of readFileSync(`migrations/${f}`, "utf8").split("--> statement-breakpoint"))
      if (stmt.trim()) await client.execute(stmt);
}

describe("0016 bot tokens per kind", () => {
  it("keeps an account's one token working for each of the three bots, with its uses", async () => {
    const client = createClient({ url: ":memory:" });
    const before = files[files.findIndex((f) => f.startsWith("0016")) - 1] as string;
    await migrateTo(client, before);
    await client.execute(
      "INSERT INTO bot_tokens (user_uid, token_hash, prefix, created_at, uses) VALUES ('u1', 'h1', 'abc', 5, 7)",
    );
    for (const stmt of readFileSync(`migrations/${files.find((f) => f.startsWith("0016"))}`, "utf8").split(
      "--> statement-breakpoint",
    ))
      if (stmt.trim()) await client.execute(stmt);
    const rows = await client.execute(
      "SELECT user_uid, kind, token_hash, uses FROM bot_tokens ORDER BY kind",
    );
    expect(rows.rows.map((r) => ({ ...r }))).toEqual([
      { user_uid: "u1", kind: "moobot", token_hash: "h1", uses: 7 },
      { user_uid: "u1", kind: "nightbot", token_hash: "h1", uses: 7 },
      { user_uid: "u1", kind: "streamelements", token_hash: "h1", uses: 7 },
    ]);
    // a hash is unique per kind
    await expect(
      client.execute(
        "INSERT INTO bot_tokens (user_uid, kind, token_hash, prefix, created_at) VALUES ('u2', 'moobot', 'h1', 'x', 1)",
      ),
    ).rejects.toThrow(/UNIQUE/);
  });
});
