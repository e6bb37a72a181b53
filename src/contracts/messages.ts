/**
 * Every message the API answers on purpose, under a stable key (`error.key` of the API's error
 * shape, with `error.params` for the values a message names). The client translates by the key,
 * so rewording an English text never loses its translation (src/i18n/server-messages.ts holds
 * one for every key, by type). Validation details (a field and what is wrong with it) have no key
 * and are shown as sent.
 */
import { fillMessage, type MessageParams } from "../domain/fill-message";
import { AUTH_MESSAGES } from "./auth";
import { MESSAGES } from "./error";
import { GEAR_MESSAGES } from "./gear";
import { LOADOUT_MESSAGES } from "./loadout";
import { USER_MESSAGES } from "./user";

export const SERVER_MESSAGES = {
  "error.notFound": MESSAGES.notFound,
  "error.serverError": MESSAGES.serverError,
  "error.rateLimited": MESSAGES.rateLimited,
  "error.proRequired": MESSAGES.proRequired,
  "error.payloadTooLarge": MESSAGES.payloadTooLarge,
  "error.methodNotAllowed": MESSAGES.methodNotAllowed,
  "error.notJsonType": MESSAGES.notJsonType,
  "error.notJson": MESSAGES.notJson,
  "error.reservedKey": MESSAGES.reservedKey,
  "error.signInRequired": "Sign in required",
  "error.crossSite": "Cross-site request refused",
  "error.notYourAccount": "Not your account",
  "error.invalidRequest": "Invalid request",
  "auth.invalidEmail": AUTH_MESSAGES.invalidEmail,
  "auth.sendFailed": AUTH_MESSAGES.sendFailed,
  "auth.invalidCode": AUTH_MESSAGES.invalidCode,
  "auth.shareNotValid": AUTH_MESSAGES.shareNotValid,
  "auth.shareAccepted": AUTH_MESSAGES.shareAccepted,
  "auth.usernameTaken": AUTH_MESSAGES.usernameTaken,
  "user.mainNotPve": USER_MESSAGES.mainNotPve,
  "user.mainNotDeleted": USER_MESSAGES.mainNotDeleted,
  "user.tooManyChars": USER_MESSAGES.tooManyChars,
  "limit.favourites": "At most {max} favourites",
  "limit.apiKeys": "At most {max} API keys per account",
  "limit.customPrices": "At most {max} custom prices",
  "limit.loadouts": "At most {max} loadouts per account",
  "limit.progression": "A progression list would hold more entries than allowed",
  "progression.questNotFound": "Quest not found",
  "progression.hideoutLevelNotFound": "Hideout level not found",
  "loadout.sameAlreadyPublished": LOADOUT_MESSAGES.sameAlreadyPublished,
  "loadout.notValidToPublish": LOADOUT_MESSAGES.notValidToPublish,
  "loadout.notAGun": LOADOUT_MESSAGES.notAGun,
  "loadout.unknownAmmo": "Unknown ammo {ammo} for this gun",
  "loadout.partDoesNotFit": "{part} does not fit the slot {slot}",
  "loadout.unknownPart": "Unknown item {part} in the slot {slot}",
  "gear.notValidToPublish": GEAR_MESSAGES.notValidToPublish,
  "gear.empty": GEAR_MESSAGES.empty,
  "gear.unknownItem": "Unknown item {item} in the {slot} slot",
  "gear.wrongSlot": "{item} does not go in the {slot} slot",
  "challenge.off": "There is no streamer challenge now",
  "challenge.ended": "This challenge has ended",
  "challenge.username": "Set a username on /user first: the leaderboard shows it",
  "challenge.frozen": "An ended challenge cannot be changed",
  "admin.ownAdmin": "You cannot remove your own admin role",
  "admin.fileTooLarge": "The file is larger than 8 MB",
  "admin.filesTooLarge": "The files are larger than 8 MB together",
  "admin.noAddress": "The name gives no address: use letters or digits",
  "admin.addressTaken": "An item with the address {url} exists already",
  "admin.addressTakenBy": "An item with the address {url} exists already ({name})",
  "admin.nameTaken": "An item named {name} exists already ({url})",
  "admin.nothingToChange": "Nothing to change",
  "admin.notEditable": "{field}: not an editable field",
  "admin.mailFailed": "The mail could not be sent: {error}",
} as const;

export type MessageKey = keyof typeof SERVER_MESSAGES;
export type { MessageParams };
/** A message as the API sends it: its key, the values it names, and its English text. */
export type Said = { key: MessageKey; params?: MessageParams; message: string };

/**
 * A keyed message with its values, as a route throws it.
 * @example said("limit.favourites", { max: 200 }).message // "At most 200 favourites"
 */
export function said(key: MessageKey, params?: MessageParams): Said {
  return { key, ...(params ? { params } : {}), message: fillMessage(SERVER_MESSAGES[key], params) };
}

const BY_TEXT = new Map<string, MessageKey>();
for (const [key, text] of Object.entries(SERVER_MESSAGES) as [MessageKey, string][])
  if (!text.includes("{") && !BY_TEXT.has(text)) BY_TEXT.set(text, key);

/**
 * The key of a message without values, from its English text (for the constants routes throw as
 * they are); undefined for a text that has no key.
 * @example messageKeyOf("Invalid email") // "auth.invalidEmail"
 */
export const messageKeyOf = (text: string): MessageKey | undefined => BY_TEXT.get(text);
