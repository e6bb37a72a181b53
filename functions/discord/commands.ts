/** The bot's slash commands (registered by scripts/discord/register.ts, answered by ./app.ts). */
export const DISCORD_COMMANDS = [
  {
    name: "price",
    description: "Flea and trader prices of an item",
    options: [{ type: 3, name: "item", description: "Item name", required: true, autocomplete: true }],
  },
  {
    name: "barter",
    description: "Trader barters that give an item",
    options: [{ type: 3, name: "item", description: "Item name", required: true, autocomplete: true }],
  },
  {
    name: "craft",
    description: "Hideout crafts that make an item",
    options: [{ type: 3, name: "item", description: "Item name", required: true, autocomplete: true }],
  },
  {
    name: "quest",
    description: "A quest: trader, level and what it asks",
    options: [{ type: 3, name: "name", description: "Quest name", required: true }],
  },
  {
    name: "map",
    description: "A map's page on the site",
    options: [{ type: 3, name: "name", description: "Map name", required: true }],
  },
] as const;
