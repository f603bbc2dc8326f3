-- Issue 29 item 5: nobody posts under someone else's name. nick_fold is the shown name (nick_name,
-- else username) through worker/services/nickname-fold.ts, indexed, so "is this name taken" is one
-- lookup. It is not UNIQUE: two accounts that already look alike keep working (only new changes are
-- refused). SQL cannot fold Unicode, so existing rows stay NULL here and the worker folds them the
-- first time a nickname is checked (services/nickname-guard.ts).
ALTER TABLE `blog_user` ADD `nick_fold` text;--> statement-breakpoint
CREATE INDEX `user_nick_fold_idx` ON `blog_user` (`nick_fold`);--> statement-breakpoint
-- Any writer that changes a name without its fold (an import, a future path) would leave a stale
-- key: the fold is dropped and computed again on next use. (A change that keeps the fold, "Bob" to
-- "bob", is dropped too; folding it again costs one row.)
CREATE TRIGGER user_nick_fold_stale AFTER UPDATE OF nick_name, username ON blog_user
WHEN (NEW.nick_name IS NOT OLD.nick_name OR NEW.username IS NOT OLD.username)
  AND NEW.nick_fold IS OLD.nick_fold AND NEW.nick_fold IS NOT NULL BEGIN
  UPDATE blog_user SET nick_fold = NULL WHERE id = NEW.id;
END;
