ALTER TABLE `users` ADD `username_key` text;--> statement-breakpoint
UPDATE `users` SET `username_key` = lower(`username`) WHERE `username` IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX `users_username_key_unique` ON `users` (`username_key`);
