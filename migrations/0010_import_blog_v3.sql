CREATE TABLE `import_record` (
	`source` text NOT NULL,
	`source_table` text NOT NULL,
	`source_id` integer NOT NULL,
	`target_id` integer NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	PRIMARY KEY(`source`, `source_table`, `source_id`)
);
--> statement-breakpoint
CREATE TABLE `import_stage` (
	`run` text NOT NULL,
	`seq` integer NOT NULL,
	`target` text NOT NULL,
	`row` text NOT NULL,
	`createdAt` text DEFAULT (strftime('%Y-%m-%d %H:%M:%S', 'now', '+8 hours')) NOT NULL,
	PRIMARY KEY(`run`, `seq`)
);
--> statement-breakpoint
CREATE INDEX `import_stage_target_idx` ON `import_stage` (`run`,`target`);