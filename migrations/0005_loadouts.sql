CREATE TABLE `loadout_likes` (
	`loadout_uid` text NOT NULL,
	`user_uid` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`loadout_uid`, `user_uid`)
);
--> statement-breakpoint
CREATE INDEX `loadout_likes_user` ON `loadout_likes` (`user_uid`);--> statement-breakpoint
CREATE TABLE `loadouts` (
	`uid` text PRIMARY KEY NOT NULL,
	`user_uid` text NOT NULL,
	`gun_uid` text NOT NULL,
	`title` text NOT NULL,
	`is_public` integer NOT NULL,
	`build` text NOT NULL,
	`build_key` text NOT NULL,
	`ergonomics` real NOT NULL,
	`recoil_vertical` real NOT NULL,
	`recoil_horizontal` real NOT NULL,
	`weight` real,
	`likes` integer DEFAULT 0 NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `loadouts_user` ON `loadouts` (`user_uid`);--> statement-breakpoint
CREATE INDEX `loadouts_public_likes` ON `loadouts` (`is_public`,`likes`);--> statement-breakpoint
CREATE UNIQUE INDEX `loadouts_published_key` ON `loadouts` (`build_key`) WHERE "loadouts"."is_public" = 1;