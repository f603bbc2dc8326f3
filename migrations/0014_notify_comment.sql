-- The comment or reply a notice is about, so the drawer can open the article at it and tell a notice
-- whose comment was deleted. Older notices keep null: they open their article or talk, as before.
ALTER TABLE `blog_notify` ADD `comment_id` integer;
