-- article_chars (migrations/0012) split an article's text in time that grew with the square of its
-- length: 80,000 Chinese characters took 140 s to save, and D1 ends a write long before that. The
-- hex BLOB came from a FROM subquery, and every one of its per-byte rows read that whole value
-- again. Here the BLOB is a scalar subquery: it names no table of the statement, so SQLite runs it
-- once per firing and every row reads its result, and a save takes time in step with its length.
-- (One json_each row per byte as in 0012, the array now exactly as long as the text.) The tokens are
-- the same as 0012's, so the index is not rebuilt.

DROP TRIGGER article_chars_insert;
DROP TRIGGER article_chars_update;

CREATE TRIGGER article_chars_insert AFTER INSERT ON blog_article WHEN NEW.status = 1 BEGIN
  INSERT INTO article_chars (rowid, chars)
  SELECT NEW.id, group_concat(ch, ' ') FROM (
    SELECT DISTINCT CAST(substr((SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB)), 2 * k + 1,
      CASE WHEN lead < '80' THEN 2 WHEN lead < 'E0' THEN 4 WHEN lead < 'F0' THEN 6 ELSE 8 END) AS TEXT) AS ch
    FROM (
      SELECT j.key AS k, CAST(substr((SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB)), 2 * j.key + 1, 2) AS TEXT) AS lead
      FROM json_each('[' || rtrim(replace(hex(zeroblob((SELECT length(CAST(lower(NEW.article_title || NEW.article_content) AS BLOB))))), '00', '0,'), ',') || ']') j
    ) WHERE lead < '80' OR lead >= 'C0'
  );
END;

CREATE TRIGGER article_chars_update AFTER UPDATE OF article_title, article_content, status ON blog_article BEGIN
  DELETE FROM article_chars WHERE rowid = OLD.id;
  INSERT INTO article_chars (rowid, chars)
  SELECT NEW.id, group_concat(ch, ' ') FROM (
    SELECT DISTINCT CAST(substr((SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB)), 2 * k + 1,
      CASE WHEN lead < '80' THEN 2 WHEN lead < 'E0' THEN 4 WHEN lead < 'F0' THEN 6 ELSE 8 END) AS TEXT) AS ch
    FROM (
      SELECT j.key AS k, CAST(substr((SELECT CAST(hex(lower(NEW.article_title || NEW.article_content)) AS BLOB)), 2 * j.key + 1, 2) AS TEXT) AS lead
      FROM json_each('[' || rtrim(replace(hex(zeroblob((SELECT length(CAST(lower(NEW.article_title || NEW.article_content) AS BLOB))))), '00', '0,'), ',') || ']') j
    ) WHERE lead < '80' OR lead >= 'C0'
  ) WHERE NEW.status = 1;
END;
