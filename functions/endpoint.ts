import type { Context, Hono, MiddlewareHandler } from "hono";
import { type $ZodIssue, safeParse } from "zod/v4/core";
import type { Endpoint, EndpointParsed, EndpointReply } from "../src/contracts/endpoint";
import { accessOf, guardOf } from "./auth/access";
import type { AppBindings } from "./env";
import { HttpError, notFound } from "./errors";
import { issueText, readJsonBody } from "./validate";

type Guard = MiddlewareHandler<AppBindings>;
/** Hono's `on`, without its overloads: a method, a path and the handlers in order. */
type Register = (method: string, path: string, ...handlers: Guard[]) => unknown;
const register = (app: Hono<AppBindings>): Register => app.on.bind(app) as unknown as Register;

/** The endpoint's access guard (functions/auth/access.ts) first, then the route's own middleware. */
function guardsOf(ep: Endpoint, middleware: Guard[]): Guard[] {
  const guard = guardOf(accessOf(ep).access);
  return guard ? [guard, ...middleware] : middleware;
}
type IssueMessage = (issues: $ZodIssue[]) => string;
type Options = {
  /** The 400 message of a body that fails its schema (the spec's wording), instead of the issue. */
  invalidBody?: IssueMessage;
};

/**
 * The input of a request, checked against its endpoint after the guards ran (so 401/403 come
 * before 400): path parameters (404 when they fail: no such page), query (400), JSON body
 * (415/400, see readJsonBody). Schemas are classic zod or zod/mini, parsed by zod core's functions.
 */
async function parsedInput<E extends Endpoint>(
  c: Context<AppBindings>,
  ep: E,
  opts: Options,
): Promise<EndpointParsed<E>> {
  const input: Record<string, unknown> = {};
  if (ep.params) {
    const parsed = safeParse(ep.params, c.req.param());
    if (!parsed.success) throw notFound();
    input.params = parsed.data;
  }
  if (ep.query) {
    const parsed = safeParse(ep.query, c.req.query());
    if (!parsed.success) throw new HttpError("bad_request", issueText(parsed.error.issues));
    input.query = parsed.data;
  }
  if (ep.body) input.body = await readJsonBody(c, ep.body, opts.invalidBody);
  return input as EndpointParsed<E>;
}

/**
 * Serves a JSON endpoint of src/contracts: registered by its method and path behind its access
 * guard (functions/auth/access.ts) and the route's own middleware, its input parsed
 * by its schemas, and the handler's answer typed by its response schema, so a contract change
 * breaks the server's typecheck as it breaks the client's.
 */
export function on<E extends Endpoint>(
  app: Hono<AppBindings>,
  ep: E,
  middleware: Guard[],
  handler: (c: Context<AppBindings>, input: EndpointParsed<E>) => Promise<EndpointReply<E>>,
  opts: Options = {},
): void {
  register(app)(ep.method, ep.path, ...guardsOf(ep, middleware), async (c) =>
    c.json((await handler(c, await parsedInput(c, ep, opts))) as object),
  );
}

/**
 * Serves an endpoint whose answer the handler builds itself: a redirect, or JSON already
 * serialized (and compressed) for caching. Input is parsed as for `on`.
 */
export function onRaw<E extends Endpoint>(
  app: Hono<AppBindings>,
  ep: E,
  middleware: Guard[],
  handler: (c: Context<AppBindings>, input: EndpointParsed<E>) => Response | Promise<Response>,
  opts: Options = {},
): void {
  register(app)(ep.method, ep.path, ...guardsOf(ep, middleware), async (c) =>
    handler(c, await parsedInput(c, ep, opts)),
  );
}
