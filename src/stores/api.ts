import { type output, parse, safeParse } from "zod/v4/core";
import {
  type Endpoint,
  type EndpointInput,
  type EndpointResult,
  pathOf,
  type Schema,
} from "../contracts/endpoint";
import { apiErrorSchema } from "../contracts/error";

/**
 * The one typed API client (docs/product.md §7): JSON in and out, bodies parsed with the contract's
 * zod schema; statuses 400–599 are errors. Idempotent methods (GET, HEAD, OPTIONS, PUT,
 * DELETE) are never retried; non-idempotent ones (POST, PATCH) are retried once on
 * 408, 409, 425, 429, 500, 502, 503 or 504. Schemas are classic zod or zod/mini, parsed by zod
 * core's functions: a page whose contracts are all zod/mini ships no classic zod.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;
export type HttpMethod = "GET" | "HEAD" | "OPTIONS" | "PUT" | "DELETE" | "POST" | "PATCH";

export const RETRY_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);
const IDEMPOTENT: ReadonlySet<HttpMethod> = new Set(["GET", "HEAD", "OPTIONS", "PUT", "DELETE"]);

/** A failed request: method, URL, status and status text (status 0: no response at all). */
export class ApiRequestError extends Error {
  constructor(
    readonly method: HttpMethod,
    readonly url: string,
    readonly status: number,
    readonly statusText: string,
    /** The API's error message, when the body was in the API error shape. */
    readonly serverMessage?: string,
    /** The message's stable key and its values (src/contracts/messages.ts), when it has them. */
    readonly key?: string,
    readonly params?: Readonly<Record<string, string | number>>,
  ) {
    super(`[${method}] "${url}": ${status} ${statusText}${serverMessage ? ` (${serverMessage})` : ""}`);
    this.name = "ApiRequestError";
  }
}

export type ApiClientOptions = { fetch?: FetchLike; baseUrl?: string };
export type RequestOptions = {
  query?: Record<string, string | undefined>;
  body?: unknown;
  signal?: AbortSignal;
};

function buildUrl(baseUrl: string, path: string, query?: RequestOptions["query"]): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v !== undefined) params.set(k, v);
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ""}`;
}

async function failure(method: HttpMethod, url: string, res: Response): Promise<ApiRequestError> {
  let said: { message?: string; key?: string; params?: Record<string, string | number> } = {};
  try {
    const parsed = safeParse(apiErrorSchema, await res.json());
    if (parsed.success) said = parsed.data.error;
  } catch {
    // not JSON: method, URL and status say enough
  }
  return new ApiRequestError(method, url, res.status, res.statusText, said.message, said.key, said.params);
}

export function createApiClient({ fetch: fetchImpl, baseUrl = "/api/be" }: ApiClientOptions = {}) {
  const doFetch: FetchLike = fetchImpl ?? ((input, init) => globalThis.fetch(input, init));

  async function request<S extends Schema>(
    method: HttpMethod,
    path: string,
    schema: S,
    opts: RequestOptions = {},
  ): Promise<output<S>> {
    const url = buildUrl(baseUrl, path, opts.query);
    const init: RequestInit = { method, headers: { Accept: "application/json" }, signal: opts.signal };
    if (opts.body !== undefined) {
      init.headers = { Accept: "application/json", "Content-Type": "application/json" };
      init.body = JSON.stringify(opts.body);
    }
    const send = async () => {
      try {
        return await doFetch(url, init);
      } catch (err) {
        throw new ApiRequestError(method, url, 0, err instanceof Error ? err.message : "Network error");
      }
    };
    let res = await send();
    if (!IDEMPOTENT.has(method) && RETRY_STATUSES.has(res.status)) res = await send();
    if (res.status >= 400) throw await failure(method, url, res);
    return parse(schema, await res.json());
  }

  /**
   * Calls an endpoint of src/contracts with its typed input (path parameters, query, body) and
   * answers its parsed response; the one way the browser talks to the API.
   */
  function call<E extends Endpoint>(
    ep: E,
    ...[input, opts]: Partial<EndpointInput<E>> extends EndpointInput<E>
      ? [input?: EndpointInput<E>, opts?: { signal?: AbortSignal }]
      : [input: EndpointInput<E>, opts?: { signal?: AbortSignal }]
  ): Promise<EndpointResult<E>> {
    if (!ep.response) throw new Error(`${ep.path} answers a redirect: navigate to it instead`);
    const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
    const textQuery = query
      ? Object.fromEntries(
          Object.entries(query).map(([k, v]) => [k, v === undefined ? undefined : String(v)]),
        )
      : undefined;
    return request(ep.method, pathOf(ep.path, params as Record<string, unknown>), ep.response, {
      query: textQuery,
      body,
      signal: opts?.signal,
    }) as Promise<EndpointResult<E>>;
  }

  return { request, call };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The client the islands use (same-origin /api/be). */
export const api: ApiClient = createApiClient();
