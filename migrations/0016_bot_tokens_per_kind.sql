PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_bot_tokens` (
	`user_uid` text NOT NULL,
	`kind` text NOT NULL,
	`token_hash` text NOT NULL,
	`prefix` text NOT NULL,
	`created_at` integer NOT NULL,
	`uses` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_uid`, `kind`)
);
--> statement-breakpoint
-- the one token an account had served all three bots: it stays each bot's token until rotated
INSERT INTO `__new_bot_tokens`("user_uid", "kind", "token_hash", "prefix", "created_at", "uses") SELECT t."user_uid", k."kind", t."token_hash", t."prefix", t."created_at", t."uses" FROM `bot_tokens` t CROSS JOIN (SELECT 'nightbot' AS "kind" UNION ALL SELECT 'streamelements' UNION ALL SELECT 'moobot') k;--> statement-breakpoint
DROP TABLE `bot_tokens`;--> statement-breakpoint
ALTER TABLE `__new_bot_tokens` RENAME TO `bot_tokens`;--> statement-breakpoint
PRAGMA foreign_keys=ON;--> statement-breakpoint
CREATE UNIQUE INDEX `bot_tokens_kind_hash` ON `bot_tokens` (`kind`,`token_hash`);