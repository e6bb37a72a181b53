PRAGMA foreign_keys=OFF;--> statement-breakpoint
CREATE TABLE `__new_login_codes` (
	`email` text NOT NULL,
	`code_hash` text NOT NULL,
	`requester` text NOT NULL,
	`expires_at` integer NOT NULL,
	`tries` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`email`, `code_hash`)
);
--> statement-breakpoint
-- live codes keep working; their requester is unknown ('' matches none), so only their own tries limit them
INSERT INTO `__new_login_codes`("email", "code_hash", "requester", "expires_at", "tries") SELECT "email", "code_hash", '', "expires_at", "tries" FROM `login_codes`;--> statement-breakpoint
DROP TABLE `login_codes`;--> statement-breakpoint
ALTER TABLE `__new_login_codes` RENAME TO `login_codes`;--> statement-breakpoint
PRAGMA foreign_keys=ON;