-- One statement empties any set of game tables: inserting table names into this view deletes
-- those tables' rows (an import that replaces whole tables then spends one D1 query on them all,
-- not one per table). functions/db/write-dataset.ts writes through it; its test checks that every
-- game table has its line here.
CREATE VIEW `game_table_wipe` AS SELECT '' AS `name` WHERE 0;
--> statement-breakpoint
CREATE TRIGGER `game_table_wipe_insert` INSTEAD OF INSERT ON `game_table_wipe`
BEGIN
  DELETE FROM `traders` WHERE NEW.`name` = 'traders';
  DELETE FROM `maps` WHERE NEW.`name` = 'maps';
  DELETE FROM `items` WHERE NEW.`name` = 'items';
  DELETE FROM `tags` WHERE NEW.`name` = 'tags';
  DELETE FROM `item_tags` WHERE NEW.`name` = 'item_tags';
  DELETE FROM `item_prices` WHERE NEW.`name` = 'item_prices';
  DELETE FROM `trader_offers` WHERE NEW.`name` = 'trader_offers';
  DELETE FROM `price_points` WHERE NEW.`name` = 'price_points';
  DELETE FROM `price_daily` WHERE NEW.`name` = 'price_daily';
  DELETE FROM `price_series` WHERE NEW.`name` = 'price_series';
  DELETE FROM `quests` WHERE NEW.`name` = 'quests';
  DELETE FROM `hideout_stations` WHERE NEW.`name` = 'hideout_stations';
  DELETE FROM `hideout_levels` WHERE NEW.`name` = 'hideout_levels';
  DELETE FROM `crafts` WHERE NEW.`name` = 'crafts';
  DELETE FROM `barters` WHERE NEW.`name` = 'barters';
  DELETE FROM `presets` WHERE NEW.`name` = 'presets';
  DELETE FROM `story_chapters` WHERE NEW.`name` = 'story_chapters';
END;
