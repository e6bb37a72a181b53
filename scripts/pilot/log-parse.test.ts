import { readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import {
  createLineSplitter,
  createNotificationReader,
  mapFromLine,
  type Notification,
  presetLocation,
  questUpdateFrom,
  sameMap,
} from "./log-parse";

const SESSION = "log_2026.08.19_17-40-12_0.16.1.3.35372";
const fixtureDir = fileURLToPath(new URL(`../../tests/fixtures/pilot/${SESSION}/`, import.meta.url));
const APPLICATION = readFileSync(
  join(fixtureDir, "2026.08.19_17-40-12_0.16.1.3.35372 application_000.log"),
  "utf8",
);
const NOTIFICATIONS = readFileSync(
  join(fixtureDir, "2026.08.19_17-40-12_0.16.1.3.35372 push-notifications_000.log"),
  "utf8",
);
const line = (number: number, text: string) => {
  const found = text.split("\n")[number - 1];
  if (found === undefined) throw new Error(`no line ${number}`);
  return found;
};

/** The quest updates a reader finds in text fed as the given chunks. */
const questsIn = (chunks: readonly string[]) => {
  const reader = createNotificationReader();
  return chunks.flatMap((chunk) => reader.push(chunk)).flatMap((n) => questUpdateFrom(n) ?? []);
};

const EXPECTED_QUESTS = [
  { questId: "5936d90786f7742b1420ba5b", status: 12 },
  { questId: "596b36c586f77450d6045ad2", status: 10 },
];

describe("mapFromLine", () => {
  it.each([
    ["NetworkGameCreate (fixture line 8)", line(8, APPLICATION), "bigmap"],
    ["NetworkGameCreate (fixture line 16)", line(16, APPLICATION), "factory4_day"],
    ["scene preset (fixture line 6)", line(6, APPLICATION), "bigmap"],
    ["scene preset (fixture line 14)", line(14, APPLICATION), "factory4_day"],
    [
      "NetworkGameCreate, streets",
      "2026-08-19 19:00:00.000|0.16.1.3.35372|Info|application|TRACE-NetworkGameCreate profileStatus: 'Profileid: x, Status: Busy, RaidMode: Online, Location: TarkovStreets, Sid: y, shortId: Z'",
      "TarkovStreets",
    ],
    [
      "NetworkGameCreate, location last",
      "…|application|TRACE-NetworkGameCreate profileStatus: 'Status: Busy, Location: Sandbox'",
      "Sandbox",
    ],
    ["preset, streets", "…|application|scene preset path:maps/city_preset.bundle rcid:city", "TarkovStreets"],
    ["preset, reserve", "…|application|scene preset path:maps/rezerv_base_preset.bundle", "RezervBase"],
    ["preset, night factory", "scene preset path:maps/factory_night_preset.bundle", "factory4_night"],
    ["preset, interchange", "scene preset path:maps/shopping_mall.bundle rcid:x", "Interchange"],
    ["preset, lab", "scene preset path:maps/laboratory_preset.bundle", "laboratory"],
    ["preset, ground zero 21+", "scene preset path:maps/sandbox_high_preset.bundle", "Sandbox_high"],
    ["preset, unknown map kept", "scene preset path:maps/terminal_preset.bundle", "terminal"],
    ["noise (fixture line 1)", line(1, APPLICATION), null],
    ["noise (LocationLoaded)", line(7, APPLICATION), null],
    ["a location outside NetworkGameCreate", '…|push-notifications|"location": "bigmap",', null],
    ["a preset path of no map bundle", "scene preset path:hideout/hideout.bundle", null],
  ])("%s", (_name, text, expected) => {
    expect(mapFromLine(text)).toBe(expected);
  });

  it("finds the fixture's two maps, once each after merging the two kinds of line", () => {
    const maps = APPLICATION.split("\n").flatMap((l) => mapFromLine(l) ?? []);
    expect(maps).toEqual(["bigmap", "bigmap", "factory4_day", "factory4_day"]);
    const changes: string[] = [];
    for (const map of maps) if (!sameMap(map, changes.at(-1) ?? null)) changes.push(map);
    expect(changes).toEqual(["bigmap", "factory4_day"]);
  });
});

describe("presetLocation and sameMap", () => {
  it("strips _preset and maps known bundles to location ids", () => {
    expect(presetLocation("factory_day_preset")).toBe("factory4_day");
    expect(presetLocation("customs")).toBe("bigmap");
    expect(presetLocation("Woods_Preset")).toBe("Woods");
    expect(presetLocation("new_map_preset")).toBe("new_map");
  });

  it("compares ids without case, and nothing equals null", () => {
    expect(sameMap("Woods", "woods")).toBe(true);
    expect(sameMap("bigmap", "Woods")).toBe(false);
    expect(sameMap("bigmap", null)).toBe(false);
  });
});

describe("createLineSplitter", () => {
  it("keeps an unfinished line for the next chunk and drops a CR", () => {
    const lines = createLineSplitter();
    expect(lines.push("one\r\ntw")).toEqual(["one"]);
    expect(lines.push("o\nthree")).toEqual(["two"]);
    lines.reset();
    expect(lines.push("four\n")).toEqual(["four"]);
  });
});

describe("createNotificationReader", () => {
  it("reads every well-formed block of the fixture and drops the broken ones", () => {
    const reader = createNotificationReader();
    const found = reader.push(NOTIFICATIONS);
    expect(found.map((n) => n.kind)).toEqual([
      "UserConfirmed",
      "ChatMessageReceived",
      "ChatMessageReceived",
      "RagfairOfferSold",
      "ChatMessageReceived",
    ]);
    expect(found.flatMap((n) => questUpdateFrom(n) ?? [])).toEqual(EXPECTED_QUESTS);
  });

  it("gives the same quests whatever the chunk size", () => {
    for (const size of [1, 2, 3, 5, 17, 64, 1000]) {
      const chunks: string[] = [];
      for (let i = 0; i < NOTIFICATIONS.length; i += size) chunks.push(NOTIFICATIONS.slice(i, i + size));
      expect(questsIn(chunks), `chunks of ${size}`).toEqual(EXPECTED_QUESTS);
    }
  });

  it("gives the same quests wherever the text is cut in two", () => {
    for (let cut = 0; cut <= NOTIFICATIONS.length; cut++) {
      const quests = questsIn([NOTIFICATIONS.slice(0, cut), NOTIFICATIONS.slice(cut)]);
      if (JSON.stringify(quests) !== JSON.stringify(EXPECTED_QUESTS)) {
        expect(quests, `cut at ${cut}`).toEqual(EXPECTED_QUESTS);
      }
    }
  });

  it("reads CRLF logs", () => {
    expect(questsIn([NOTIFICATIONS.replaceAll("\n", "\r\n")])).toEqual(EXPECTED_QUESTS);
  });

  it("reads a block as soon as its closing brace is written, before the newline", () => {
    const reader = createNotificationReader();
    const header =
      "2026-08-19 18:10:00.000|0.16|Info|push-notifications|Got notification | ChatMessageReceived\n";
    expect(
      reader.push(`${header}{\n  "message": { "type": 11, "templateId": "abc failMessageText 0" }\n`),
    ).toEqual([]);
    const closed = reader.push("}");
    expect(closed.map(questUpdateFrom)).toEqual([{ questId: "abc", status: 11 }]);
    // the newline and the next entry bring nothing twice
    expect(reader.push("\n2026-08-19 18:10:01.000|0.16|Info|push-notifications|done\n")).toEqual([]);
  });

  it("reads a one-line payload and ignores a header without one", () => {
    const reader = createNotificationReader();
    const found = reader.push(
      [
        "…|Got notification | Ping",
        "2026-08-19 18:10:00.000|0.16|Info|push-notifications|something else",
        "…|Got notification | ChatMessageReceived",
        "",
        '{"message":{"type":12,"templateId":"q1 successMessageText 0"}}',
        "",
      ].join("\n"),
    );
    expect(found).toEqual<Notification[]>([
      {
        kind: "ChatMessageReceived",
        payload: { message: { type: 12, templateId: "q1 successMessageText 0" } },
      },
    ]);
  });

  it("goes on after a payload that never closes, and after reset", () => {
    const reader = createNotificationReader();
    reader.push('…|Got notification | ChatMessageReceived\n{\n  "message": {\n');
    reader.reset();
    expect(reader.push(NOTIFICATIONS).flatMap((n) => questUpdateFrom(n) ?? [])).toEqual(EXPECTED_QUESTS);
  });

  it("drops a payload that grows too large", () => {
    const reader = createNotificationReader();
    const big = `  "pad": "${"x".repeat(1000)}",\n`.repeat(300);
    const found = reader.push(
      `…|Got notification | ChatMessageReceived\n{\n${big}  "message": { "type": 12, "templateId": "q 0" }\n}\n`,
    );
    expect(found).toEqual([]);
    expect(questsIn([NOTIFICATIONS])).toEqual(EXPECTED_QUESTS);
  });
});

describe("questUpdateFrom", () => {
  const chat = (message: unknown): Notification => ({ kind: "ChatMessageReceived", payload: { message } });
  it.each<[string, Notification, ReturnType<typeof questUpdateFrom>]>([
    [
      "the templateId's first token",
      chat({ type: 12, templateId: "5936d90786f7742b1420ba5b successMessageText 0" }),
      { questId: "5936d90786f7742b1420ba5b", status: 12 },
    ],
    [
      "a bare id",
      chat({ type: 11, templateId: "5ac23c6186f7741247042bad" }),
      { questId: "5ac23c6186f7741247042bad", status: 11 },
    ],
    ["leading spaces", chat({ type: 10, templateId: "  q2 description 0" }), { questId: "q2", status: 10 }],
    ["a type that is a string", chat({ type: "12", templateId: "q 0" }), null],
    ["a fractional type", chat({ type: 12.5, templateId: "q 0" }), null],
    ["no templateId", chat({ type: 12 }), null],
    ["an empty templateId", chat({ type: 12, templateId: "   " }), null],
    ["an id too long", chat({ type: 12, templateId: `${"a".repeat(65)} 0` }), null],
    ["no message", { kind: "ChatMessageReceived", payload: { type: "new_message" } }, null],
    ["a payload that is not an object", { kind: "ChatMessageReceived", payload: 12 }, null],
    [
      "another kind",
      { kind: "RagfairOfferSold", payload: { message: { type: 12, templateId: "q 0" } } },
      null,
    ],
  ])("%s", (_name, notification, expected) => {
    expect(questUpdateFrom(notification)).toEqual(expected);
  });
});
