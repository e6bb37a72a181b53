CREATE TABLE `story_chapters` (
	`uid` text PRIMARY KEY NOT NULL,
	`order` integer NOT NULL,
	`name` text NOT NULL,
	`description` text NOT NULL,
	`activation` text,
	`notes` text,
	`rewards` text,
	`requires` text NOT NULL,
	`quest` text NOT NULL,
	`objectives` text NOT NULL,
	`steps` text NOT NULL,
	`unlocks_quests` text NOT NULL,
	`wiki_url` text
);
