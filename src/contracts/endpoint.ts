import type { $ZodType, input, output } from "zod/v4/core";

/**
 * Any zod schema: built with classic zod (./zod) or zod/mini (./zod-mini), which share zod's core.
 * Code that parses a contract's schema calls core's functions (`safeParse` of "zod/v4/core"), so it
 * takes either kind.
 */
export type Schema = $ZodType;

/**
 * One API endpoint, described once and used by both ends: the Worker registers and validates it
 * (functions/endpoint.ts `on`), the browser calls it (src/stores/api.ts `call`). Paths are under
 * /api/be; `:name` segments are path parameters.
 */
export type Endpoint = {
  method: "GET" | "POST" | "PUT";
  path: string;
  /** Path parameters (`:name` segments); a value that fails answers 404. */
  params?: Schema;
  /** The query string; a value that fails answers 400. */
  query?: Schema;
  /** The JSON body; sent as application/json, a value that fails answers 400. */
  body?: Schema;
  /** The JSON answer; null for endpoints that answer a redirect (browsers navigate to them). */
  response: Schema | null;
};

/** Declares an endpoint keeping its literal types. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;

type Part<
  E extends Endpoint,
  K extends "params" | "query" | "body",
  Side extends "in" | "out",
> = E[K] extends Schema
  ? Side extends "in"
    ? { [P in K]: input<E[K]> }
    : { [P in K]: output<E[K]> }
  : { [P in K]?: never };

/** What a caller sends: the path parameters, query and body the endpoint declares. */
export type EndpointInput<E extends Endpoint> = Part<E, "params", "in"> &
  Part<E, "query", "in"> &
  Part<E, "body", "in">;

/** What the server's handler receives: the same, parsed. */
export type EndpointParsed<E extends Endpoint> = Part<E, "params", "out"> &
  Part<E, "query", "out"> &
  Part<E, "body", "out">;

/** What the server answers (before parsing) and the caller gets (after). */
export type EndpointReply<E extends Endpoint> = E["response"] extends Schema ? input<E["response"]> : never;
export type EndpointResult<E extends Endpoint> = E["response"] extends Schema ? output<E["response"]> : never;

/** The path with its `:name` segments filled (each encoded), e.g. `/items/a%20b/history`. */
export function pathOf(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
