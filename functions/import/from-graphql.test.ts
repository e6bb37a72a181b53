import { describe, expect, it } from "vitest";
import { gqlTasks } from "./from-graphql";
import { gqlTask } from "./graphql-schemas";
import { emptyNames } from "./model";

const FENCE = { id: "579dc571d53a0658a154fbec", name: "Fence" };
const JAEGER = { id: "5c0647fdd443bc2504c2d371", name: "Jaeger" };

/** One GraphQL task (real ids and requirements of "Is This a Reference?", "Hunter"…) with nothing else. */
const task = (traderRequirements: unknown[]) =>
  gqlTask.parse({
    id: "t1",
    name: "Task",
    normalizedName: "task",
    trader: FENCE,
    objectives: [],
    traderRequirements,
  });

describe("gqlTasks: trader requirements without a requirement type", () => {
  it.each([
    ["Fence ≥ 1 is a standing", { trader: FENCE, compareMethod: ">=", value: 1 }, "reputation"],
    ["Fence < -1 is a standing", { trader: FENCE, compareMethod: "<", value: -1 }, "reputation"],
    ["Jaeger ≥ 4 is a loyalty level", { trader: JAEGER, compareMethod: ">=", value: 4 }, "level"],
    ["no comparison on Jaeger is a loyalty level", { trader: JAEGER, value: 2 }, "level"],
  ])("%s", (_, req, type) => {
    const [t] = gqlTasks([task([req])], emptyNames());
    expect(t?.traderReqs[0]).toMatchObject({ trader: req.trader.id, type, value: req.value });
  });
  it("keeps the comparison for the standing check", () => {
    const [t] = gqlTasks([task([{ trader: FENCE, compareMethod: "<=", value: -3 }])], emptyNames());
    expect(t?.traderReqs[0]?.compare).toBe("<=");
  });
});
