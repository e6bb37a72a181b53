PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_items` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`desc_l10n` text NOT NULL,
	`category` text,
	`caliber` text,
	`is_functional` integer DEFAULT true NOT NULL,
	`tags` text NOT NULL,
	`side` text,
	`base_price` integer,
	`width` integer,
	`height` integer,
	`weight` real,
	`types` text DEFAULT '[]' NOT NULL,
	`props` text,
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
INSERT INTO `__new_items`("uid", "bsg_id", "url", "name", "short_name", "name_l10n", "desc_l10n", "category", "caliber", "is_functional", "tags", "side", "base_price", "width", "height", "weight", "wiki_url", "wiki_icon", "wiki_img", "en_img", "gun_build_img", "gun_build_uid", "gun_build_url", "search", "updated_at") SELECT "uid", "bsg_id", "url", "name", "short_name", "name_l10n", "desc_l10n", "category", "caliber", "is_functional", "tags", "side", "base_price", "width", "height", "weight", "wiki_url", "wiki_icon", "wiki_img", "en_img", "gun_build_img", "gun_build_uid", "gun_build_url", "search", "updated_at" FROM `items`;--> statement-breakpoint
DROP TABLE `items`;--> statement-breakpoint
ALTER TABLE `__new_items` RENAME TO `items`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `items_url_unique` ON `items` (`url`);--> statement-breakpoint
CREATE INDEX `items_bsg_id` ON `items` (`bsg_id`);--> statement-breakpoint
ALTER TABLE `quests` ADD `req_status` text DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE `quests` ADD `req_standing` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
UPDATE `item_prices` SET `updated_at` = `updated_at` * 1000 WHERE `updated_at` < 100000000000;--> statement-breakpoint
UPDATE `price_points` SET `ts` = `ts` * 1000 WHERE `ts` < 100000000000;--> statement-breakpoint
UPDATE `price_daily` SET `day` = `day` * 1000 WHERE `day` < 100000000000;
