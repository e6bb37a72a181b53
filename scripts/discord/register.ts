/**
 * Registers the bot's slash commands (functions/discord/commands.ts) with Discord, replacing the
 * application's global commands. Needs the application id and the bot token:
 *
 *   DISCORD_APPLICATION_ID=… DISCORD_BOT_TOKEN=… npm run discord:register
 *
 * Then set the Worker's DISCORD_PUBLIC_KEY and point the application's Interactions Endpoint URL
 * at <site>/api/discord/interactions.
 */
import { DISCORD_COMMANDS } from "../../functions/discord/commands";

const app = process.env.DISCORD_APPLICATION_ID;
const token = process.env.DISCORD_BOT_TOKEN;
if (!app || !token) {
  console.error("Set DISCORD_APPLICATION_ID and DISCORD_BOT_TOKEN");
  process.exit(2);
}
const res = await fetch(`https://discord.com/api/v10/applications/${app}/commands`, {
  method: "PUT",
  headers: { Authorization: `Bot ${token}`, "Content-Type": "application/json" },
  body: JSON.stringify(DISCORD_COMMANDS),
});
console.log(`Discord answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
process.exit(res.ok ? 0 : 1);
