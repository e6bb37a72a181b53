import { describe, expect, it } from "vitest";
import { fillMessage } from "./fill-message";

describe("fillMessage", () => {
  it("fills each named value, numbers as written", () => {
    expect(fillMessage("{item} does not go in the {slot} slot", { item: "Altyn", slot: "Headwear" })).toBe(
      "Altyn does not go in the Headwear slot",
    );
    expect(fillMessage("At most {max} favourites", { max: 200 })).toBe("At most 200 favourites");
  });

  it("leaves a value it was not given as written, and never reads inherited names", () => {
    expect(fillMessage("Unknown ammo {ammo}", {})).toBe("Unknown ammo {ammo}");
    expect(fillMessage("{constructor}")).toBe("{constructor}");
  });
});
