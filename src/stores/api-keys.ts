/** /dev/api: the account's API keys (Pro): list, make one (its secret shown once), revoke. */
import { atom } from "nanostores";
import { type ApiKeyInfo, apiKeyEndpoints } from "../contracts/public-api";
import type { ServerSaid } from "../i18n/server-messages";
import { type ApiClient, api } from "./api";
import { saidOf } from "./errors";

export type ApiKeysState = {
  keys: ApiKeyInfo[] | null;
  /** The key made on this page, shown once. */
  made: string | null;
  /** The last call's failure: what the API said (null: nothing, the page says its own); cleared by a success. */
  failure: { said: ServerSaid | null } | null;
};

export const $apiKeys = atom<ApiKeysState>({ keys: null, made: null, failure: null });

const settle = (patch: Partial<ApiKeysState>) => $apiKeys.set({ ...$apiKeys.get(), failure: null, ...patch });
const fail = (err: unknown) => $apiKeys.set({ ...$apiKeys.get(), failure: { said: saidOf(err) } });

export async function loadApiKeys(client: ApiClient = api): Promise<void> {
  try {
    settle({ keys: (await client.call(apiKeyEndpoints.list)).keys });
  } catch (err) {
    fail(err);
  }
}

/** Makes a key; true when made (the name field may then be cleared). */
export async function createApiKey(name: string, client: ApiClient = api): Promise<boolean> {
  try {
    const { key, ...info } = await client.call(apiKeyEndpoints.create, { body: { name } });
    settle({ made: key, keys: [...($apiKeys.get().keys ?? []), info] });
    return true;
  } catch (err) {
    fail(err);
    return false;
  }
}

export async function revokeApiKey(id: string, client: ApiClient = api): Promise<void> {
  try {
    settle({ keys: (await client.call(apiKeyEndpoints.revoke, { body: { id } })).keys, made: null });
  } catch (err) {
    fail(err);
  }
}
