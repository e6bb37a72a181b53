CREATE TABLE `price_series` (
	`item_uid` text NOT NULL,
	`mode` text NOT NULL,
	`step` text NOT NULL,
	`start` integer NOT NULL,
	`values` text NOT NULL,
	PRIMARY KEY(`item_uid`, `mode`, `step`)
);
--> statement-breakpoint
ALTER TABLE `trader_offers` ADD `observed_at` integer;