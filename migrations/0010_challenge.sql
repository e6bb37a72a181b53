CREATE TABLE `challenge_entries` (
	`challenge_id` text NOT NULL,
	`user_uid` text NOT NULL,
	`char_uid` text NOT NULL,
	`name` text NOT NULL,
	`channel` text,
	`baseline` text NOT NULL,
	`joined_at` integer NOT NULL,
	`baseline_at` integer NOT NULL,
	`final` text,
	PRIMARY KEY(`challenge_id`, `user_uid`)
);
--> statement-breakpoint
CREATE TABLE `challenges` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`starts_at` integer NOT NULL,
	`ends_at` integer NOT NULL,
	`rules` text NOT NULL,
	`created_at` integer NOT NULL,
	`frozen_at` integer
);
