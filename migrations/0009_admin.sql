CREATE TABLE `admin_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`at` integer NOT NULL,
	`actor_uid` text,
	`actor_email` text,
	`action` text NOT NULL,
	`target` text,
	`before` text,
	`after` text,
	`failed` integer DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE INDEX `admin_log_kind_at` ON `admin_log` (`kind`,`at`);--> statement-breakpoint
CREATE INDEX `admin_log_target` ON `admin_log` (`target`);--> statement-breakpoint
CREATE TABLE `item_overrides` (
	`item_uid` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`upstream` text,
	`by_uid` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`item_uid`, `field`)
);
