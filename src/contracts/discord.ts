import { z } from "./zod";

/** The seconds a Discord interaction's signed timestamp may be off the server's clock. */
export const DISCORD_TIMESTAMP_SKEW_S = 300;

const option = z.looseObject({
  name: z.string().max(100),
  value: z.union([z.string(), z.number(), z.boolean()]).optional(),
  focused: z.boolean().optional(),
});

/**
 * The part of a Discord interaction (POST /api/discord/interactions) the bot reads; Discord's other
 * fields pass through unread. A body that is not this shape (`null`, an array, a type that is no
 * number) is refused with 400.
 */
export const discordInteractionSchema = z.looseObject({
  id: z.string().max(32).optional(),
  type: z.number().int(),
  locale: z.string().max(16).optional(),
  data: z
    .looseObject({
      name: z.string().max(100).optional(),
      options: z.array(option).max(25).optional(),
    })
    .optional(),
});
export type DiscordInteraction = z.infer<typeof discordInteractionSchema>;
