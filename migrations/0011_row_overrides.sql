CREATE TABLE `row_overrides` (
	`table_name` text NOT NULL,
	`row_key` text NOT NULL,
	`field` text NOT NULL,
	`value` text NOT NULL,
	`upstream` text,
	`by_uid` text NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`table_name`, `row_key`, `field`)
);
