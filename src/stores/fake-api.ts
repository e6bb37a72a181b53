import { createApiClient, type FetchLike } from "./api";

/** A JSON answer as the API sends it, for tests. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

/** One request a fake API received, its JSON body parsed. */
export type ApiCall = { url: string; method?: string; body?: unknown };

/** A fake API for tests: answers each request with `reply(call)` and records it in `calls`. */
export function fakeApiClient(reply: (call: ApiCall) => Response) {
  const calls: ApiCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    return reply(call);
  };
  return { client: createApiClient({ fetch }), fetch, calls };
}
