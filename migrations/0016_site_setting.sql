-- Issue 29: the owner's security settings (the proof-of-work challenge, the write rules, the hold
-- queue, passkeys), one JSON document per key. Each key's shape and defaults live in contract/
-- and are parsed on read (worker/services/site-settings.ts), so a missing or older row reads as
-- the defaults and a new field needs no migration. Exported and restored with the site.
CREATE TABLE `site_setting` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updatedAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
