import { beforeEach, describe, expect, it } from "vitest";
import { fakeApiClient, json } from "./fake-api";
import { $pilotKey, loadPilotKey, revokePilotKey, rotatePilotKey } from "./pilot-cloud";

const none = { hasKey: false, createdAt: null, prefix: null };
const made = { hasKey: true, createdAt: 5, prefix: "pk_12" };

describe("the pilot's cloud key store", () => {
  beforeEach(() => $pilotKey.set({ info: null, key: null, note: null }));

  it("a failed call says so, and the next success clears it", async () => {
    let up = false;
    const { client } = fakeApiClient((call) =>
      !up
        ? new Response(null, { status: 503 })
        : call.url.endsWith("/rotate")
          ? json({ ...made, key: "pk_12_secret" })
          : json(none),
    );
    await loadPilotKey(client);
    expect($pilotKey.get()).toEqual({ info: null, key: null, note: "failed" });
    up = true;
    await rotatePilotKey(client);
    expect($pilotKey.get()).toEqual({ info: made, key: "pk_12_secret", note: null });
  });

  it("a revoke forgets the key shown once and says it was revoked", async () => {
    const { client } = fakeApiClient((call) =>
      call.url.endsWith("/rotate") ? json({ ...made, key: "pk_12_secret" }) : json(none),
    );
    await rotatePilotKey(client);
    await revokePilotKey(client);
    expect($pilotKey.get()).toEqual({ info: none, key: null, note: "revoked" });
  });
});
