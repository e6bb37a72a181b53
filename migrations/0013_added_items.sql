CREATE TABLE `added_items` (
	`uid` text PRIMARY KEY NOT NULL,
	`url` text NOT NULL,
	`name` text NOT NULL,
	`short_name` text NOT NULL,
	`category` text NOT NULL,
	`tags` text NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`base_price` integer NOT NULL,
	`icon` text,
	`by_uid` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `added_items_url_unique` ON `added_items` (`url`);