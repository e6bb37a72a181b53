import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/**
 * A small OAuth 2 provider on 127.0.0.1 that answers like Patreon's token and identity endpoints,
 * for the API tests of the patron login (vitest globalSetup of the api project).
 *
 * The authorization code carries the identity to answer: base64url of JSON
 * `{email, verified?, status?, nextCharge?, campaign?}` — so each test picks its own patron
 * without shared state. Only the client id "fake-client" with secret "fake-secret" is accepted.
 */
export const FAKE_CLIENT = { id: "fake-client", secret: "fake-secret" };

type FakeIdentity = {
  email?: string;
  verified?: boolean;
  status?: string | null;
  nextCharge?: string | null;
  campaign?: string;
};

function decodeCode(code: string): FakeIdentity | null {
  try {
    return JSON.parse(Buffer.from(code, "base64url").toString("utf8")) as FakeIdentity;
  } catch {
    return null;
  }
}

function identityDocument(who: FakeIdentity) {
  const member =
    who.status === undefined
      ? []
      : [
          {
            id: "member-1",
            type: "member",
            attributes: { patron_status: who.status, next_charge_date: who.nextCharge ?? null },
            relationships: { campaign: { data: { id: who.campaign ?? "campaign-1", type: "campaign" } } },
          },
        ];
  return {
    data: {
      id: "patreon-user-1",
      type: "user",
      attributes: { email: who.email, is_email_verified: who.verified ?? true, full_name: "Fake Patron" },
      relationships: { memberships: { data: member.map((m) => ({ id: m.id, type: "member" })) } },
    },
    included: member,
  };
}

function json(res: import("node:http").ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" });
  res.end(JSON.stringify(body));
}

export function startFakePatreon(): Promise<Server> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      if (req.method === "POST" && url.pathname === "/token") {
        const form = new URLSearchParams(raw);
        const ok =
          form.get("grant_type") === "authorization_code" &&
          form.get("client_id") === FAKE_CLIENT.id &&
          form.get("client_secret") === FAKE_CLIENT.secret &&
          (form.get("redirect_uri") ?? "").endsWith("/api/be/auth/patreon/callback");
        const who = decodeCode(form.get("code") ?? "");
        if (!ok || !who || form.get("code") === "refused") return json(res, 400, { error: "invalid_grant" });
        return json(res, 200, {
          access_token: `token.${form.get("code")}`,
          token_type: "Bearer",
          expires_in: 3600,
        });
      }
      if (req.method === "GET" && url.pathname === "/identity") {
        const token = /^Bearer token\.(.+)$/.exec(req.headers.authorization ?? "")?.[1];
        const who = token ? decodeCode(token) : null;
        if (!who) return json(res, 401, { errors: [{ status: "401" }] });
        return json(res, 200, identityDocument(who));
      }
      json(res, 404, { error: "not found" });
    });
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** vitest globalSetup: starts the provider and provides its base URL as "patreonUrl". */
export default async function setup({ provide }: { provide: (key: "patreonUrl", value: string) => void }) {
  const server = await startFakePatreon();
  const { port } = server.address() as AddressInfo;
  provide("patreonUrl", `http://127.0.0.1:${port}`);
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
