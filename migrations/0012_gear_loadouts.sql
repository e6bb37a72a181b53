ALTER TABLE `loadouts` ADD `kind` text DEFAULT 'weapon' NOT NULL;--> statement-breakpoint
ALTER TABLE `loadouts` ADD `armor_class` integer;--> statement-breakpoint
CREATE INDEX `loadouts_kind_public` ON `loadouts` (`kind`,`is_public`,`likes`);