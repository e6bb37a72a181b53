import { beforeEach, describe, expect, it } from "vitest";
import { $mapPosition, initMapPosition, MAP_POSITION_KEY, setMapPosition } from "./map-position";

const memory = () => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
  };
};
const at = { map: "customs", x: 585.73, y: 11.24, z: 146.56, yaw: 90 };

beforeEach(() => $mapPosition.set(null));

describe("the map position", () => {
  it("is kept in the browser and read back on the next visit", () => {
    const storage = memory();
    initMapPosition(storage);
    setMapPosition(at);
    expect(JSON.parse(storage.data.get(MAP_POSITION_KEY) ?? "")).toEqual(at);
    // a reload: a fresh store reads it
    $mapPosition.set(null);
    initMapPosition(storage);
    expect($mapPosition.get()).toEqual(at);
  });

  it("reads nothing from a bad or cleared entry, and a newer position wins over the stored one", () => {
    const storage = memory();
    storage.setItem(MAP_POSITION_KEY, '{"map":"customs","x":"east"}');
    initMapPosition(storage);
    expect($mapPosition.get()).toBeNull();
    setMapPosition(null);
    initMapPosition(storage);
    expect($mapPosition.get()).toBeNull();
    storage.setItem(MAP_POSITION_KEY, JSON.stringify(at));
    const newer = { ...at, x: 1 };
    $mapPosition.set(newer);
    initMapPosition(storage);
    expect($mapPosition.get()).toEqual(newer);
  });

  it("still moves the arrow when the storage refuses writes", () => {
    initMapPosition({
      getItem: () => null,
      setItem: () => {
        throw new Error("quota");
      },
    });
    setMapPosition(at);
    expect($mapPosition.get()).toEqual(at);
  });
});
