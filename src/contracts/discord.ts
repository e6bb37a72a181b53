import { z } from "./zod";
import { lazySchema } from "./zod-mini";

/** The seconds a Discord interaction's signed timestamp may be off the server's clock. */
export const DISCORD_TIMESTAMP_SKEW_S = 300;

const option = lazySchema(() =>
  z.looseObject({
    name: z.string().max(100),
    value: z.union([z.string(), z.number(), z.boolean()]).optional(),
    focused: z.boolean().optional(),
  }),
);

/**
 * The part of a Discord interaction (POST /api/discord/interactions) the bot reads; Discord's other
 * fields pass through unread. A body that is not this shape (`null`, an array, a type that is no
 * number) is refused with 400.
 */
export const discordInteractionSchema = lazySchema(() =>
  z.looseObject({
    id: z.string().max(32).optional(),
    type: z.number().int(),
    locale: z.string().max(16).optional(),
    data: z
      .looseObject({
        name: z.string().max(100).optional(),
        options: z.array(option).max(25).optional(),
      })
      .optional(),
  }),
);
export type DiscordInteraction = z.infer<typeof discordInteractionSchema>;

/** One embed of an answer: Discord's limits (title 256, description 4096, 25 fields of 256/1024). */
export const discordEmbedSchema = lazySchema(() =>
  z.object({
    color: z.number().int().optional(),
    title: z.string().max(256),
    url: z.string().optional(),
    description: z.string().max(4096).optional(),
    fields: z
      .array(
        z.object({ name: z.string().max(256), value: z.string().max(1024), inline: z.boolean().optional() }),
      )
      .max(25)
      .optional(),
  }),
);
export type DiscordEmbed = z.infer<typeof discordEmbedSchema>;

/**
 * What the bot answers (interaction response types): 1 PONG to a PING; 4 a message, either one
 * embed or a text only the asker sees (flags 64); 8 at most 25 autocomplete choices.
 */
export const discordResponseSchema = lazySchema(() =>
  z.discriminatedUnion("type", [
    z.object({ type: z.literal(1) }),
    z.object({
      type: z.literal(4),
      data: z.union([
        z.object({ embeds: z.array(discordEmbedSchema).length(1) }),
        z.object({ content: z.string().max(2000), flags: z.literal(64) }),
      ]),
    }),
    z.object({
      type: z.literal(8),
      data: z.object({
        choices: z.array(z.object({ name: z.string().min(1).max(100), value: z.string().max(100) })).max(25),
      }),
    }),
  ]),
);
export type DiscordResponse = z.infer<typeof discordResponseSchema>;
