CREATE TABLE `pilot_keys` (
	`user_uid` text PRIMARY KEY NOT NULL,
	`key_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `pilot_keys_key_hash_unique` ON `pilot_keys` (`key_hash`);