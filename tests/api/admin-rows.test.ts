import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { rowDetailSchema } from "../../src/contracts/admin-rows";
import { calcDataSchema } from "../../src/contracts/calc";
import { call, errorOf, freshEmail, setFlags, signIn } from "./accounts.fixtures";
import { item, quest, seed } from "./game-data.fixtures";

/**
 * Admins' editors of quests, crafts, barters and tags (docs/product.md §2): an edit shows in the data at
 * once, survives a later import (which notes the data's new value), reverts to the data's value,
 * and is audited; bad values and unknown references are refused and change nothing.
 */

let admin: { cookie: string; email: string };

beforeAll(async () => {
  const email = freshEmail("rows-admin");
  const s = await signIn(email);
  await setFlags(s.user.uid, { admin: true, pro: true });
  admin = { cookie: s.cookie, email };
  await seed({
    items: [item("rw-a"), item("rw-b")],
    quests: [quest("rw-q1", { name: "First" }), quest("rw-q2", { name: "Second" })],
    crafts: [
      {
        uid: "rw-craft",
        bsgId: null,
        stationUid: "lavatory",
        level: 1,
        duration: 600,
        inputs: [{ item: "rw-a", count: 2 }],
        outputs: [{ item: "rw-b", count: 1 }],
        questUid: null,
        gameEditions: [],
      },
    ],
    tags: [{ tag: "Rw_tag", name: "Row tag", nameL10n: { ru: "" } }],
  });
});

const api = (path: string, method = "GET", body?: unknown) =>
  call(`/api/be/admin/rows${path}`, { method, body, cookie: admin.cookie });
const detail = async (path: string) => rowDetailSchema.parse(await (await api(path)).json());

describe("row editors", () => {
  it("edit a quest, keep the edit over an import that renames it, and revert to the data's new value", async () => {
    const res = await api("/quests/rw-q1", "PUT", {
      values: { name: " Fixed first ", requiredForKappa: true, require: ["rw-q2"], reqLevel: 12 },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const edited = rowDetailSchema.parse(await res.json());
    expect(edited.values).toMatchObject({
      name: "Fixed first",
      requiredForKappa: true,
      require: ["rw-q2"],
      reqLevel: 12,
    });
    expect(edited.overrides.find((o) => o.field === "name")).toMatchObject({
      upstream: "First",
      byEmail: admin.email,
    });
    const stored = await env.DB.prepare(
      `SELECT name, required_for_kappa AS k, "require" AS r FROM quests WHERE uid = 'rw-q1'`,
    ).first();
    expect(stored).toEqual({ name: "Fixed first", k: 1, r: '["rw-q2"]' });

    await seed({ quests: [quest("rw-q1", { name: "First renamed" }), quest("rw-q2", { name: "Second" })] });
    const after = await detail("/quests/rw-q1");
    expect(after.values).toMatchObject({ name: "Fixed first", requiredForKappa: true, reqLevel: 12 });
    expect(after.overrides.find((o) => o.field === "name")?.upstream).toBe("First renamed");

    const back = rowDetailSchema.parse(
      await (await api("/quests/rw-q1/revert", "POST", { fields: ["name", "reqLevel"] })).json(),
    );
    expect(back.values).toMatchObject({ name: "First renamed", reqLevel: 0, requiredForKappa: true });
    expect(back.overrides.map((o) => o.field).sort()).toEqual(["require", "requiredForKappa"]);
    const log = (await (await call("/api/be/admin/logs?q=rw-q1", { cookie: admin.cookie })).json()) as {
      entries: { action: string; before: unknown; after: unknown }[];
    };
    expect(log.entries.map((e) => e.action)).toEqual(["quests.revert", "quests.edit"]);
    expect(log.entries[1]).toMatchObject({ before: { name: "First" }, after: { name: "Fixed first" } });
  });

  it("edit a craft's recipe and a tag's Russian name, both found by search", async () => {
    const craft = await api("/crafts/rw-craft", "PUT", {
      values: { duration: 1200, inputs: [{ item: "rw-a", count: 3, tool: true }] },
    });
    expect(rowDetailSchema.parse(await craft.json()).values).toMatchObject({
      duration: 1200,
      inputs: [{ item: "rw-a", count: 3, tool: true }],
    });
    // the calculators' data carries the edited recipe at once
    const calc = calcDataSchema.parse(await (await call("/api/be/calc", {})).json());
    expect(calc.crafts.find((c) => c.uid === "rw-craft")).toMatchObject({
      duration: 1200,
      inputs: [{ item: "rw-a", count: 3, tool: true }],
    });
    const tag = await api("/tags/Rw_tag", "PUT", { values: { nameRu: "Строка" } });
    expect(rowDetailSchema.parse(await tag.json()).values).toMatchObject({
      name: "Row tag",
      nameRu: "Строка",
    });
    const found = (await (await api("/tags?q=row")).json()) as { rows: { key: string; edited: boolean }[] };
    expect(found.rows).toContainEqual({ key: "Rw_tag", label: "Row tag", edited: true });
    const editedOnly = (await (await api("/crafts?q=")).json()) as { rows: { key: string }[] };
    expect(editedOnly.rows.map((r) => r.key)).toContain("rw-craft");
  });

  it("refuse bad values, unknown fields and references, and unknown rows or tables, changing nothing", async () => {
    const before = await detail("/crafts/rw-craft");
    for (const [values, message] of [
      [{ duration: -1 }, /^duration: /],
      [{ level: 11 }, /^level: /],
      [{ inputs: [] }, /^inputs: /],
      [{ inputs: [{ item: "rw-a", count: 0 }] }, /^inputs: /],
      [{ inputs: [{ item: "nope", count: 1 }] }, /^Unknown item: nope$/],
      [{ stationUid: "x" }, /^stationUid: not an editable field$/],
      [{}, /^Nothing to change$/],
    ] as const) {
      const res = await api("/crafts/rw-craft", "PUT", { values });
      expect(res.status, JSON.stringify(values)).toBe(400);
      expect((await errorOf(res)).message).toMatch(message);
    }
    const quest = await api("/quests/rw-q2", "PUT", { values: { require: ["ghost"] } });
    expect((await errorOf(quest)).message).toBe("Unknown quest: ghost");
    expect(await detail("/crafts/rw-craft")).toEqual(before);
    expect((await api("/crafts/none", "PUT", { values: { level: 2 } })).status).toBe(404);
    expect((await api("/items/rw-a")).status).toBe(404);
    expect((await api("/users")).status).toBe(404);
  });
});
