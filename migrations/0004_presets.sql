CREATE TABLE `presets` (
	`uid` text PRIMARY KEY NOT NULL,
	`bsg_id` text,
	`gun_uid` text NOT NULL,
	`name` text NOT NULL,
	`name_l10n` text NOT NULL,
	`is_default` integer DEFAULT false NOT NULL,
	`parts` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `presets_gun` ON `presets` (`gun_uid`);