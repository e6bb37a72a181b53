/**
 * The streamer's chat-bot tokens (/streamers/{nightbot,streamelements,moobot}): one per bot, each
 * with its state (made, prefix, uses) and, once made or rotated on this page, the token itself,
 * which the server shows only then.
 */
import { atom } from "nanostores";
import { BOT_KINDS, type BotKind, type BotTokenState, botEndpoints } from "../contracts/bot";
import { type ApiClient, api } from "./api";

export type BotTokensState = {
  /** Each bot's token state; null until loaded. */
  tokens: Record<BotKind, BotTokenState> | null;
  /** The tokens made on this page (shown in the command to paste). */
  made: Partial<Record<BotKind, string>>;
  /** The last call failed; cleared by the next success. */
  failed: boolean;
};

export const $botTokens = atom<BotTokensState>({ tokens: null, made: {}, failed: false });

const settle = (patch: Partial<BotTokensState>) =>
  $botTokens.set({ ...$botTokens.get(), failed: false, ...patch });
const fail = () => $botTokens.set({ ...$botTokens.get(), failed: true });

/** Reads every bot's token state. */
export async function loadBotTokens(client: ApiClient = api): Promise<void> {
  try {
    settle({ tokens: await client.call(botEndpoints.token) });
  } catch {
    fail();
  }
}

/** Makes a new token for one bot (its old command stops working; the other bots' do not). */
export async function rotateBotToken(kind: BotKind, client: ApiClient = api): Promise<boolean> {
  try {
    const { token, ...state } = await client.call(botEndpoints.rotate, { body: { kind } });
    const s = $botTokens.get();
    settle({ tokens: withKind(s.tokens, kind, state), made: { ...s.made, [kind]: token } });
    return true;
  } catch {
    fail();
    return false;
  }
}

/** Ends one bot's token. */
export async function revokeBotToken(kind: BotKind, client: ApiClient = api): Promise<boolean> {
  try {
    const state = await client.call(botEndpoints.revoke, { body: { kind } });
    const s = $botTokens.get();
    const { [kind]: _gone, ...made } = s.made;
    settle({ tokens: withKind(s.tokens, kind, state), made });
    return true;
  } catch {
    fail();
    return false;
  }
}

function withKind(
  tokens: Record<BotKind, BotTokenState> | null,
  kind: BotKind,
  state: BotTokenState,
): Record<BotKind, BotTokenState> {
  const none: BotTokenState = { hasToken: false, createdAt: null, prefix: null, uses: 0 };
  const base =
    tokens ?? (Object.fromEntries(BOT_KINDS.map((k) => [k, none])) as Record<BotKind, BotTokenState>);
  return { ...base, [kind]: state };
}

/**
 * Asks the bot's address as the chat bot would (plain text back), then reads the use counts
 * again; null when the call failed.
 */
export async function tryBot(url: string, fetcher: typeof fetch = fetch): Promise<string | null> {
  try {
    const res = await fetcher(url);
    if (!res.ok) return null;
    const text = await res.text();
    void loadBotTokens();
    return text;
  } catch {
    return null;
  }
}
