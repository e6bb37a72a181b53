import { describe, expect, it } from "vitest";
import { unstable_readConfig } from "wrangler";
import { parseEnvVars } from "./env-vars";

const PEPPER = "pepper-0123456789abcdef";
const production = {
  MAIL_MODE: "http",
  AUTH_PEPPER: PEPPER,
  MAIL_API_URL: "https://mail.example.test/send",
  MAIL_API_KEY: "key-secret-value",
  MAIL_FROM: "Tarkov Companion <login@example.test>",
};
const patreon = {
  PATREON_CLIENT_ID: "client",
  PATREON_CLIENT_SECRET: "client-secret-value",
  PATREON_AUTHORIZE_URL: "https://provider.example.test/authorize",
  PATREON_TOKEN_URL: "https://provider.example.test/token",
  PATREON_IDENTITY_URL: "https://provider.example.test/identity",
};

const problemsOf = (raw: Record<string, unknown>) => {
  const result = parseEnvVars(raw);
  return result.ok ? [] : result.problems;
};

describe("parseEnvVars", () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ["local mode needs nothing else", { MAIL_MODE: "local" }, []],
    ["production with pepper and mail API", production, []],
    ["production with a complete patron login", { ...production, ...patreon }, []],
    [
      "production without any secret names each one",
      { MAIL_MODE: "http" },
      [
        'AUTH_PEPPER: required (a secret) when MAIL_MODE is "http"',
        'MAIL_API_URL: required (a secret) when MAIL_MODE is "http"',
        'MAIL_API_KEY: required (a secret) when MAIL_MODE is "http"',
        'MAIL_FROM: required (a secret) when MAIL_MODE is "http"',
      ],
    ],
    [
      "production with blank secrets (as copied from .dev.vars.example)",
      { ...production, AUTH_PEPPER: "  ", MAIL_API_KEY: "" },
      [
        'AUTH_PEPPER: required (a secret) when MAIL_MODE is "http"',
        'MAIL_API_KEY: required (a secret) when MAIL_MODE is "http"',
      ],
    ],
    [
      "production with a short pepper",
      { ...production, AUTH_PEPPER: "short" },
      ["AUTH_PEPPER: must be at least 16 characters (any long random string)"],
    ],
    [
      "no mail mode",
      {},
      ['MAIL_MODE: must be "local" (codes go to the log: development only) or "http" (production)'],
    ],
    [
      "a mail mode that is neither",
      { ...production, MAIL_MODE: "smtp" },
      ['MAIL_MODE: must be "local" (codes go to the log: development only) or "http" (production)'],
    ],
    [
      "a mail API that is not an http(s) URL",
      { ...production, MAIL_API_URL: "mail.example.test/send" },
      ["MAIL_API_URL: must be an absolute http(s) URL"],
    ],
    [
      "an upstream feed that is not an http(s) URL",
      { MAIL_MODE: "local", UPSTREAM_URL: "ftp://feed.example.test/x.json" },
      ["UPSTREAM_URL: must be an absolute http(s) URL"],
    ],
    [
      "half a patron login",
      { MAIL_MODE: "local", PATREON_CLIENT_ID: "client" },
      [
        "PATREON_CLIENT_SECRET: required for patron login (PATREON_CLIENT_ID and PATREON_CLIENT_SECRET are set together)",
        "PATREON_AUTHORIZE_URL: required for patron login",
        "PATREON_TOKEN_URL: required for patron login",
        "PATREON_IDENTITY_URL: required for patron login",
      ],
    ],
    [
      "a patron login without its secret",
      { ...production, ...patreon, PATREON_CLIENT_SECRET: "" },
      [
        "PATREON_CLIENT_SECRET: required for patron login (PATREON_CLIENT_ID and PATREON_CLIENT_SECRET are set together)",
      ],
    ],
    [
      "a Patreon page that is not https",
      { MAIL_MODE: "local", PATREON_PAGE_URL: "http://www.patreon.com/example" },
      ["PATREON_PAGE_URL: must be an absolute https URL"],
    ],
    [
      "payment addresses that are not e-mail addresses",
      { MAIL_MODE: "local", PAYONEER_EMAIL: "payoneer", CONTACT_EMAIL: "write@" },
      ["PAYONEER_EMAIL: must be an e-mail address", "CONTACT_EMAIL: must be an e-mail address"],
    ],
    [
      "a price longer than 100 characters",
      { MAIL_MODE: "local", PRO_PRICE: "5".repeat(101) },
      ["PRO_PRICE: must be at most 100 characters"],
    ],
    ...["0", "1.5", "many", "-3"].map((factor): [string, Record<string, unknown>, string[]] => [
      `RATE_LIMIT_FACTOR ${factor}`,
      { MAIL_MODE: "local", RATE_LIMIT_FACTOR: factor },
      ["RATE_LIMIT_FACTOR: must be a whole number of at least 1"],
    ]),
  ])("%s", (_, raw, problems) => {
    expect(problemsOf(raw)).toEqual(problems);
  });

  it("gives the parsed values: blank is unset, the factor a number, the pepper empty only in local mode", () => {
    expect(parseEnvVars({ MAIL_MODE: "local", ADMIN_EMAILS: "", RATE_LIMIT_FACTOR: " " })).toEqual({
      ok: true,
      vars: { MAIL_MODE: "local", AUTH_PEPPER: "", RATE_LIMIT_FACTOR: 1 },
    });
    const parsed = parseEnvVars({
      ...production,
      RATE_LIMIT_FACTOR: "100",
      UPSTREAM_URL: "http://127.0.0.1/x",
    });
    expect(parsed).toMatchObject({
      ok: true,
      vars: { AUTH_PEPPER: PEPPER, RATE_LIMIT_FACTOR: 100, UPSTREAM_URL: "http://127.0.0.1/x" },
    });
  });

  it("gives the payment settings trimmed, and blank ones unset", () => {
    const parsed = parseEnvVars({
      MAIL_MODE: "local",
      PAYONEER_EMAIL: " pay@example.test ",
      PRO_PRICE: " 5 USD a month ",
      PATREON_PAGE_URL: "https://www.patreon.com/example",
      CONTACT_EMAIL: "  ",
    });
    expect(parsed).toEqual({
      ok: true,
      vars: {
        MAIL_MODE: "local",
        AUTH_PEPPER: "",
        RATE_LIMIT_FACTOR: 1,
        PAYONEER_EMAIL: "pay@example.test",
        PRO_PRICE: "5 USD a month",
        PATREON_PAGE_URL: "https://www.patreon.com/example",
      },
    });
  });

  it("ignores bindings and names it does not know", () => {
    const parsed = parseEnvVars({ MAIL_MODE: "local", DB: {}, ASSETS: {}, SOMETHING_ELSE: 1 });
    expect(parsed).toEqual({ ok: true, vars: { MAIL_MODE: "local", AUTH_PEPPER: "", RATE_LIMIT_FACTOR: 1 } });
  });

  it("never puts a value into a problem", () => {
    const secrets = {
      ...production,
      ...patreon,
      AUTH_PEPPER: "tiny-secret",
      MAIL_API_URL: "not a url secret",
    };
    const problems = problemsOf({ ...secrets, MAIL_MODE: "http", RATE_LIMIT_FACTOR: "secret-factor" });
    expect(problems).toHaveLength(3);
    for (const value of ["tiny-secret", "not a url secret", "secret-factor"]) {
      expect(problems.join("\n")).not.toContain(value);
    }
  });

  it("takes production's mail from the committed [vars], which ask for the secrets; local servers set local mail", () => {
    const { vars } = unstable_readConfig({ config: "wrangler.toml" });
    expect(vars.MAIL_MODE).toBe("http");
    expect(problemsOf({ ...vars, MAIL_MODE: "local" })).toEqual([]);
    expect(problemsOf(vars)).toEqual([
      'AUTH_PEPPER: required (a secret) when MAIL_MODE is "http"',
      'MAIL_API_URL: required (a secret) when MAIL_MODE is "http"',
      'MAIL_API_KEY: required (a secret) when MAIL_MODE is "http"',
      'MAIL_FROM: required (a secret) when MAIL_MODE is "http"',
    ]);
    expect(problemsOf({ ...vars, ...production })).toEqual([]);
  });
});
