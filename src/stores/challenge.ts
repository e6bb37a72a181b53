/**
 * The streamer challenge (/streamers/streamer-challenge, its widget, /admin/challenges). Plain
 * calls, no store state: the OBS widget imports them and ships no nanostores.
 */

import { challengeEndpoints } from "../contracts/challenge";
import type { EndpointInput } from "../contracts/endpoint";
import { type ApiClient, api } from "./api";

/** The current challenge, its standings and the caller's own line. */
export const challengeView = (client: ApiClient = api) => client.call(challengeEndpoints.view);
export const joinChallenge = (channel: string, client: ApiClient = api) =>
  client.call(challengeEndpoints.join, { body: { channel } });
export const leaveChallenge = (client: ApiClient = api) => client.call(challengeEndpoints.leave);

/** Admin: every challenge, and one saved (made, or changed with its id). */
export const adminChallenges = (client: ApiClient = api) => client.call(challengeEndpoints.adminList);
export const saveChallenge = (
  body: EndpointInput<typeof challengeEndpoints.adminSave>["body"],
  client: ApiClient = api,
) => client.call(challengeEndpoints.adminSave, { body });
