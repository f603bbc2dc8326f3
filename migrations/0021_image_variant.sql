-- Issue 32 item 1: responsive pictures with no image service. The uploading browser encodes
-- smaller WebP copies of a picture (480/960/1600 px wide) and the worker stores them beside the
-- original under keys derived from it (contract/image-variants.ts). One row per original: its
-- pixel size (so HTML can give width/height and never shift) and the widths stored, "480,960".
-- A row with no widths says the picture was looked at and is too small to need any (the
-- console's backfill then passes it by). The variants' objects are rows of stored_file (kind
-- 'variant', the original's owner) so they count in the owner's quota and go with the original.
CREATE TABLE `image_variant` (
	`key` text PRIMARY KEY NOT NULL,
	`width` integer NOT NULL,
	`height` integer NOT NULL,
	`widths` text DEFAULT '' NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
--> statement-breakpoint
-- Issue 32 item 2: a picture of another host that an article or talk shows is fetched once
-- into R2 on its first view (services/image-variants/external.ts) and the rows naming it are
-- rewritten to the copy; key is the copy, or NULL while the host did not answer with an image
-- (failedAt: when it last failed, so a dead host is asked again only after a while, never on
-- every view). Also maps the old blog's /blog-images/<name> paths to their copies.
CREATE TABLE `external_image` (
	`url` text PRIMARY KEY NOT NULL,
	`key` text,
	`failedAt` integer,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL
);
