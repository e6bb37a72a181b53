CREATE TABLE `bot_tokens` (
	`user_uid` text PRIMARY KEY NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bot_tokens_token_hash_unique` ON `bot_tokens` (`token_hash`);