CREATE TABLE `barters` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`trader` text NOT NULL,
	`level` integer NOT NULL,
	`inputs` text NOT NULL,
	`outputs` text NOT NULL,
	`quest_uid` text,
	`buy_limit` integer
);
--> statement-breakpoint
CREATE INDEX `barters_trader` ON `barters` (`trader`);--> statement-breakpoint
CREATE TABLE `crafts` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`station_uid` text NOT NULL,
	`level` integer NOT NULL,
	`duration` integer NOT NULL,
	`inputs` text NOT NULL,
	`outputs` text NOT NULL,
	`quest_uid` text,
	`game_editions` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `crafts_station` ON `crafts` (`station_uid`);--> statement-breakpoint
CREATE TABLE `hideout_levels` (
	`uid` text PRIMARY KEY NOT NULL,
	`station_uid` text NOT NULL,
	`level` integer NOT NULL,
	`construction_time` integer NOT NULL,
	`item_reqs` text NOT NULL,
	`station_reqs` text NOT NULL,
	`trader_reqs` text NOT NULL,
	`skill_reqs` text NOT NULL,
	`bonuses` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hideout_levels_station` ON `hideout_levels` (`station_uid`,`level`);--> statement-breakpoint
CREATE TABLE `hideout_stations` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`sort` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `item_prices` (
	`item_uid` text NOT NULL,
	`mode` text NOT NULL,
	`flea` integer,
	`avg_24h` integer,
	`avg_7d` integer,
	`low_24h` integer,
	`high_24h` integer,
	`change_24h` real,
	`change_7d` real,
	`offers` integer DEFAULT 0 NOT NULL,
	`updated_at` integer NOT NULL,
	PRIMARY KEY(`item_uid`, `mode`)
);
--> statement-breakpoint
CREATE TABLE `item_tags` (
	`tag` text NOT NULL,
	`item_uid` text NOT NULL,
	PRIMARY KEY(`tag`, `item_uid`)
);
--> statement-breakpoint
CREATE INDEX `item_tags_item` ON `item_tags` (`item_uid`);--> statement-breakpoint
CREATE TABLE `items` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`desc_l10n` text NOT NULL,
	`category` text NOT NULL,
	`caliber` text,
	`is_functional` integer DEFAULT true NOT NULL,
	`tags` text NOT NULL,
	`side` text,
	`base_price` integer NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`weight` real DEFAULT 0 NOT NULL,
	`wiki_url` text,
	`wiki_icon` text,
	`wiki_img` text,
	`en_img` text,
	`gun_build_img` text,
	`gun_build_uid` text,
	`gun_build_url` text,
	`search` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `items_url_unique` ON `items` (`url`);--> statement-breakpoint
CREATE INDEX `items_bsg_id` ON `items` (`bsg_id`);--> statement-breakpoint
CREATE TABLE `kv` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `maps` (
	`slug` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`raid_duration` integer,
	`players` text,
	`sort` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `price_daily` (
	`item_uid` text NOT NULL,
	`mode` text NOT NULL,
	`day` integer NOT NULL,
	`avg` integer NOT NULL,
	`min` integer NOT NULL,
	`max` integer NOT NULL,
	PRIMARY KEY(`item_uid`, `mode`, `day`)
);
--> statement-breakpoint
CREATE TABLE `price_points` (
	`item_uid` text NOT NULL,
	`mode` text NOT NULL,
	`ts` integer NOT NULL,
	`price` integer NOT NULL,
	PRIMARY KEY(`item_uid`, `mode`, `ts`)
);
--> statement-breakpoint
CREATE TABLE `quests` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`bsg_ids` text NOT NULL,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`desc_l10n` text NOT NULL,
	`trader` text NOT NULL,
	`active` integer DEFAULT true NOT NULL,
	`fraction` text NOT NULL,
	`req_game_edition` text NOT NULL,
	`req_game_mode` text NOT NULL,
	`req_level` integer DEFAULT 0 NOT NULL,
	`req_ll` text NOT NULL,
	`require` text NOT NULL,
	`require_or` text NOT NULL,
	`after` text,
	`before` text,
	`prev` text,
	`next` text,
	`left` text,
	`left2` text,
	`left3` text,
	`right` text,
	`right2` text,
	`right3` text,
	`bottom` text,
	`locations` text NOT NULL,
	`multiple` text NOT NULL,
	`other` text NOT NULL,
	`required_for_kappa` integer DEFAULT false NOT NULL,
	`required_for_lighthouse` integer DEFAULT false NOT NULL,
	`unlocks` text NOT NULL,
	`rewards` text NOT NULL,
	`objectives` text NOT NULL,
	`related` text NOT NULL,
	`wiki_url` text,
	`sort` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `tags` (
	`tag` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `trader_offers` (
	`item_uid` text NOT NULL,
	`mode` text NOT NULL,
	`trader` text NOT NULL,
	`kind` text NOT NULL,
	`level` integer NOT NULL,
	`price` integer NOT NULL,
	`currency` text NOT NULL,
	`price_cur` integer NOT NULL,
	PRIMARY KEY(`item_uid`, `mode`, `trader`, `kind`, `level`)
);
--> statement-breakpoint
CREATE TABLE `traders` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`currency` text NOT NULL,
	`levels` text NOT NULL,
	`sort` integer NOT NULL
);
