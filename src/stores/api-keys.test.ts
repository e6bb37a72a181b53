import { beforeEach, describe, expect, it } from "vitest";
import { $apiKeys, createApiKey, loadApiKeys, revokeApiKey } from "./api-keys";
import { fakeApiClient, json } from "./fake-api";

const key = (id: string) => ({ id, name: `key ${id}`, prefix: `tm_${id}`, createdAt: 1, lastUsedAt: null });
const refused = (message: string, status = 400) =>
  json(
    { error: { code: status === 403 ? "forbidden" : "bad_request", message, key: "error.proRequired" } },
    status,
  );

describe("the API keys store", () => {
  beforeEach(() => $apiKeys.set({ keys: null, made: null, failure: null }));

  it("keeps the API's words on a failure, and the next success clears it", async () => {
    let fail = true;
    const { client } = fakeApiClient((call) => {
      if (call.url.endsWith("/dev/keys/create"))
        return fail ? refused("Pro status required", 403) : json({ ...key("b"), key: "tm_b_secret" });
      return json({ keys: [key("a")] });
    });
    await loadApiKeys(client);
    expect(await createApiKey("mine", client)).toBe(false);
    expect($apiKeys.get().failure).toEqual({
      said: { message: "Pro status required", key: "error.proRequired" },
    });
    expect($apiKeys.get().keys).toEqual([key("a")]);
    fail = false;
    expect(await createApiKey("mine", client)).toBe(true);
    expect($apiKeys.get()).toEqual({ keys: [key("a"), key("b")], made: "tm_b_secret", failure: null });
  });

  it("a failure without the API's words leaves the page's own message to say it", async () => {
    const { client } = fakeApiClient(() => new Response("gateway down", { status: 502 }));
    await loadApiKeys(client);
    expect($apiKeys.get().failure).toEqual({ said: null });
  });

  it("a revoke drops the key shown once and answers the remaining list", async () => {
    const { client, calls } = fakeApiClient((call) =>
      call.url.endsWith("/create") ? json({ ...key("b"), key: "tm_b_secret" }) : json({ keys: [] }),
    );
    await createApiKey("mine", client);
    await revokeApiKey("b", client);
    expect(calls.at(-1)?.body).toEqual({ id: "b" });
    expect($apiKeys.get()).toEqual({ keys: [], made: null, failure: null });
  });
});
