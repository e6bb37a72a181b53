/** /pilot/cloud: the account's pairing key for the cloud helper: read, make or replace, revoke. */
import { atom } from "nanostores";
import type { EndpointResult } from "../contracts/endpoint";
import { pilotEndpoints } from "../contracts/pilot";
import { type ApiClient, api } from "./api";

export type PilotKeyInfo = EndpointResult<typeof pilotEndpoints.key>;
export type PilotKeyState = {
  info: PilotKeyInfo | null;
  /** The key made on this page, shown once. */
  key: string | null;
  /** What the last call did: the key was revoked, or the call failed (cleared by the next success). */
  note: "revoked" | "failed" | null;
};

export const $pilotKey = atom<PilotKeyState>({ info: null, key: null, note: null });

const patch = (p: Partial<PilotKeyState>) => $pilotKey.set({ ...$pilotKey.get(), ...p });

async function run(act: () => Promise<Partial<PilotKeyState>>): Promise<void> {
  patch({ note: null });
  try {
    patch(await act());
  } catch {
    patch({ note: "failed" });
  }
}

export const loadPilotKey = (client: ApiClient = api) =>
  run(async () => ({ info: await client.call(pilotEndpoints.key) }));

/** Makes a new key; the old one stops working. */
export const rotatePilotKey = (client: ApiClient = api) =>
  run(async () => {
    const { key, ...info } = await client.call(pilotEndpoints.rotate);
    return { key, info };
  });

export const revokePilotKey = (client: ApiClient = api) =>
  run(async () => ({ info: await client.call(pilotEndpoints.revoke), key: null, note: "revoked" }));
