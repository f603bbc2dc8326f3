-- Full-text index of public articles. D1's FTS5 tokenizers do not split
-- Chinese, so the worker stores text pre-split into overlapping CJK bigrams
-- and Latin words (see worker/services/search-tokens.ts) and queries the same way.
CREATE VIRTUAL TABLE `article_search` USING fts5(
  `title`,
  `body`,
  tokenize = 'unicode61'
);
