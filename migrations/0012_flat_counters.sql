-- Counts kept on write, so no public read counts rows (docs/architecture.md, "Queries that stay flat").
-- Triggers keep them, whoever writes: the console's services, the seed, an import, a test's insert.
--
-- public_articles (blog_category, blog_tag, site_meta) counts status-1 articles, scheduled ones
-- included: those turn visible by the clock, not by a write, so readers' counts subtract the few
-- still in the future through article_scheduled_idx (services/published.ts).
--
-- Every counter is right whatever order rows arrive in (a restore may write tags before articles
-- or after): an article counts for the tags and category that exist when it is written, a tag or
-- category recounts itself when it is created, and a site_meta counter row recounts itself when
-- it is inserted.

CREATE TRIGGER article_counts_insert AFTER INSERT ON blog_article WHEN NEW.status = 1 BEGIN
  UPDATE site_meta SET value = value + 1 WHERE key = 'public_articles';
  UPDATE blog_category SET public_articles = public_articles + 1 WHERE id = NEW.category_id;
  UPDATE blog_tag SET public_articles = public_articles + 1 WHERE id IN (SELECT tag_id FROM blog_article_tag WHERE article_id = NEW.id);
END;

CREATE TRIGGER article_counts_delete AFTER DELETE ON blog_article WHEN OLD.status = 1 BEGIN
  UPDATE site_meta SET value = value - 1 WHERE key = 'public_articles';
  UPDATE blog_category SET public_articles = public_articles - 1 WHERE id = OLD.category_id;
  UPDATE blog_tag SET public_articles = public_articles - 1 WHERE id IN (SELECT tag_id FROM blog_article_tag WHERE article_id = OLD.id);
END;

CREATE TRIGGER article_counts_update AFTER UPDATE OF status, category_id ON blog_article
WHEN (OLD.status = 1) <> (NEW.status = 1) OR OLD.category_id IS NOT NEW.category_id BEGIN
  UPDATE site_meta SET value = value + (NEW.status = 1) - (OLD.status = 1) WHERE key = 'public_articles';
  UPDATE blog_category SET public_articles = public_articles - 1 WHERE id = OLD.category_id AND OLD.status = 1;
  UPDATE blog_category SET public_articles = public_articles + 1 WHERE id = NEW.category_id AND NEW.status = 1;
  UPDATE blog_tag SET public_articles = public_articles + (NEW.status = 1) - (OLD.status = 1)
    WHERE (OLD.status = 1) <> (NEW.status = 1) AND id IN (SELECT tag_id FROM blog_article_tag WHERE article_id = NEW.id);
END;

CREATE TRIGGER article_tag_counts_insert AFTER INSERT ON blog_article_tag BEGIN
  UPDATE blog_tag SET public_articles = public_articles + 1
    WHERE id = NEW.tag_id AND EXISTS (SELECT 1 FROM blog_article WHERE id = NEW.article_id AND status = 1);
END;

CREATE TRIGGER article_tag_counts_delete AFTER DELETE ON blog_article_tag BEGIN
  UPDATE blog_tag SET public_articles = public_articles - 1
    WHERE id = OLD.tag_id AND EXISTS (SELECT 1 FROM blog_article WHERE id = OLD.article_id AND status = 1);
END;

CREATE TRIGGER article_tag_counts_update AFTER UPDATE OF article_id, tag_id ON blog_article_tag BEGIN
  UPDATE blog_tag SET public_articles = public_articles - 1
    WHERE id = OLD.tag_id AND EXISTS (SELECT 1 FROM blog_article WHERE id = OLD.article_id AND status = 1);
  UPDATE blog_tag SET public_articles = public_articles + 1
    WHERE id = NEW.tag_id AND EXISTS (SELECT 1 FROM blog_article WHERE id = NEW.article_id AND status = 1);
END;

CREATE TRIGGER category_counts_insert AFTER INSERT ON blog_category BEGIN
  UPDATE blog_category SET public_articles = (SELECT count(*) FROM blog_article WHERE category_id = NEW.id AND status = 1) WHERE id = NEW.id;
  UPDATE site_meta SET value = value + 1 WHERE key = 'category_count';
END;

CREATE TRIGGER category_counts_delete AFTER DELETE ON blog_category BEGIN
  UPDATE site_meta SET value = value - 1 WHERE key = 'category_count';
END;

CREATE TRIGGER tag_counts_insert AFTER INSERT ON blog_tag BEGIN
  UPDATE blog_tag SET public_articles = (
    SELECT count(*) FROM blog_article_tag at JOIN blog_article a ON a.id = at.article_id WHERE at.tag_id = NEW.id AND a.status = 1
  ) WHERE id = NEW.id;
  UPDATE site_meta SET value = value + 1 WHERE key = 'tag_count';
END;

CREATE TRIGGER tag_counts_delete AFTER DELETE ON blog_tag BEGIN
  UPDATE site_meta SET value = value - 1 WHERE key = 'tag_count';
END;

CREATE TRIGGER user_counts_insert AFTER INSERT ON blog_user BEGIN
  UPDATE site_meta SET value = value + 1 WHERE key = 'user_count';
END;

CREATE TRIGGER user_counts_delete AFTER DELETE ON blog_user BEGIN
  UPDATE site_meta SET value = value - 1 WHERE key = 'user_count';
END;

CREATE TRIGGER site_counts_insert AFTER INSERT ON site_meta
WHEN NEW.key IN ('public_articles', 'category_count', 'tag_count', 'user_count') BEGIN
  UPDATE site_meta SET value = CASE NEW.key
    WHEN 'public_articles' THEN (SELECT count(*) FROM blog_article WHERE status = 1)
    WHEN 'category_count' THEN (SELECT count(*) FROM blog_category)
    WHEN 'tag_count' THEN (SELECT count(*) FROM blog_tag)
    ELSE (SELECT count(*) FROM blog_user) END WHERE key = NEW.key;
END;

-- A tag's page (services/articles.ts listByTag) walks article_tag_list_idx: each link carries its
-- article's status, date and publish time. A link written before its article gets them when the
-- article arrives; a deleted article leaves its links (if any remain) out of every page.
CREATE TRIGGER article_tag_copy_insert AFTER INSERT ON blog_article_tag
WHEN EXISTS (SELECT 1 FROM blog_article WHERE id = NEW.article_id) BEGIN
  UPDATE blog_article_tag SET (article_status, article_created, article_publish_at) =
    (SELECT status, createdAt, publish_at FROM blog_article WHERE id = NEW.article_id)
  WHERE article_id = NEW.article_id AND tag_id = NEW.tag_id;
END;

CREATE TRIGGER article_tag_copy_article_insert AFTER INSERT ON blog_article BEGIN
  UPDATE blog_article_tag SET article_status = NEW.status, article_created = NEW.createdAt, article_publish_at = NEW.publish_at
  WHERE article_id = NEW.id;
END;

CREATE TRIGGER article_tag_copy_article_update AFTER UPDATE OF status, createdAt, publish_at ON blog_article BEGIN
  UPDATE blog_article_tag SET article_status = NEW.status, article_created = NEW.createdAt, article_publish_at = NEW.publish_at
  WHERE article_id = NEW.id;
END;

CREATE TRIGGER article_tag_copy_article_delete AFTER DELETE ON blog_article BEGIN
  UPDATE blog_article_tag SET article_status = 0 WHERE article_id = OLD.id;
END;

UPDATE blog_article_tag SET (article_status, article_created, article_publish_at) =
  (SELECT status, createdAt, publish_at FROM blog_article a WHERE a.id = blog_article_tag.article_id)
WHERE EXISTS (SELECT 1 FROM blog_article a WHERE a.id = blog_article_tag.article_id);

-- the counts of what is already there
UPDATE blog_category SET public_articles = (SELECT count(*) FROM blog_article a WHERE a.category_id = blog_category.id AND a.status = 1);
UPDATE blog_tag SET public_articles = (
  SELECT count(*) FROM blog_article_tag at JOIN blog_article a ON a.id = at.article_id WHERE at.tag_id = blog_tag.id AND a.status = 1
);
INSERT OR REPLACE INTO site_meta (key, value) VALUES ('public_articles', 0), ('category_count', 0), ('tag_count', 0), ('user_count', 0);

-- One-character search (services/search.ts): which characters each public article holds, title and
-- text, so a single character is found without reading every article. A token is the hex of the
-- character's UTF-8 bytes after lower() (which folds ASCII letters only, as LIKE does): exactly what
-- `LIKE '%x%'` matches. SQL splits the text itself, so every writer keeps it in step: the text's hex
-- as a BLOB (substr on a BLOB is a byte offset, not a walk from the start), one json_each row per
-- byte, a character wherever a byte starts one. detail=none keeps only which articles hold a token.
CREATE VIRTUAL TABLE article_chars USING fts5(chars, content = '', contentless_delete = 1, detail = 'none');

CREATE TRIGGER article_chars_insert AFTER INSERT ON blog_article WHEN NEW.status = 1 BEGIN
  INSERT INTO article_chars (rowid, chars)
  SELECT NEW.id, group_concat(ch, ' ') FROM (
    SELECT DISTINCT CAST(substr(h, 2 * k + 1, CASE WHEN lead < '80' THEN 2 WHEN lead < 'E0' THEN 4 WHEN lead < 'F0' THEN 6 ELSE 8 END ) AS TEXT) AS ch
    FROM (
      SELECT t.h AS h, j.key AS k, CAST(substr(t.h, 2 * j.key + 1, 2) AS TEXT) AS lead
      FROM (SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB) AS h LIMIT 1) t,
        json_each('[' || replace(hex(zeroblob(length(t.h) / 2)), '00', '0,') || '0]') j
      WHERE j.key < length(t.h) / 2
    ) WHERE lead < '80' OR lead >= 'C0'
  );
END;

CREATE TRIGGER article_chars_update AFTER UPDATE OF article_title, article_content, status ON blog_article BEGIN
  DELETE FROM article_chars WHERE rowid = OLD.id;
  INSERT INTO article_chars (rowid, chars)
  SELECT NEW.id, group_concat(ch, ' ') FROM (
    SELECT DISTINCT CAST(substr(h, 2 * k + 1, CASE WHEN lead < '80' THEN 2 WHEN lead < 'E0' THEN 4 WHEN lead < 'F0' THEN 6 ELSE 8 END ) AS TEXT) AS ch
    FROM (
      SELECT t.h AS h, j.key AS k, CAST(substr(t.h, 2 * j.key + 1, 2) AS TEXT) AS lead
      FROM (SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB) AS h LIMIT 1) t,
        json_each('[' || replace(hex(zeroblob(length(t.h) / 2)), '00', '0,') || '0]') j
      WHERE j.key < length(t.h) / 2
    ) WHERE lead < '80' OR lead >= 'C0'
  ) WHERE NEW.status = 1;
END;

CREATE TRIGGER article_chars_delete AFTER DELETE ON blog_article BEGIN
  DELETE FROM article_chars WHERE rowid = OLD.id;
END;

INSERT INTO article_chars (rowid, chars)
SELECT a.id, (
  SELECT group_concat(ch, ' ') FROM (
    SELECT DISTINCT CAST(substr(h, 2 * k + 1, CASE WHEN lead < '80' THEN 2 WHEN lead < 'E0' THEN 4 WHEN lead < 'F0' THEN 6 ELSE 8 END ) AS TEXT) AS ch
    FROM (
      SELECT t.h AS h, j.key AS k, CAST(substr(t.h, 2 * j.key + 1, 2) AS TEXT) AS lead
      FROM (SELECT CAST(hex(lower(a.article_title || a.article_content)) AS BLOB) AS h LIMIT 1) t,
        json_each('[' || replace(hex(zeroblob(length(t.h) / 2)), '00', '0,') || '0]') j
      WHERE j.key < length(t.h) / 2
    ) WHERE lead < '80' OR lead >= 'C0'
  )
) FROM blog_article a WHERE a.status = 1;
