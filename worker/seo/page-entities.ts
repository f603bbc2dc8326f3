import type { ArticleDetail, CategoryEntry, TagEntry } from '../../contract/article';
import { parseListQuery } from '../../contract/article-list-query';
import type { MessageListItem } from '../../contract/message';
import { metaForPath } from '../../contract/page-routes';
import type { Db } from '../db/client';
import { AppError } from '../http/app-error';
import { getMessage } from '../services/messages';
import { listCategories, listTags } from '../services/taxonomy';
import { pageArticle, positiveId } from './page-article';

/** The dictionary that names an /articleList page's category or tag when its address gives only the id. */
export type ListDictionary = { type: 'category'; entries: CategoryEntry[] } | { type: 'tag'; entries: TagEntry[] };

/**
 * What a page shows that its address names, read once per request for both
 * its head (page-meta.ts) and its boot data (boot-data.ts). Each is null on
 * other pages, and where the address names nothing public: every answer must
 * be the same for every reader (pages are cached for visitors, http/page-cache.ts).
 */
export interface PageEntities {
  article: Promise<ArticleDetail | null>;
  /** /message/detail's note, as a visitor sees it */
  note: Promise<MessageListItem | null>;
  /** /articleList's dictionary, when no `name` came with the id */
  dictionary: Promise<ListDictionary | null>;
}

export function pageEntities(db: Db, url: URL): PageEntities {
  const name = metaForPath(url.pathname)?.name;
  return {
    article: pageArticle(db, url),
    note: name === 'MessageDetail' ? publicNote(db, positiveId(url.searchParams.get('id'))) : Promise.resolve(null),
    dictionary: name === 'ArticleList' ? listDictionary(db, url.searchParams) : Promise.resolve(null),
  };
}

/** A note only its author or the owner may see (held) is no page's to show; nobody's like is in it. */
async function publicNote(db: Db, id: number | null): Promise<MessageListItem | null> {
  if (!id) return null;
  try {
    return { ...(await getMessage(db, id, { ip: '' })), is_like: false };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}

async function listDictionary(db: Db, params: URLSearchParams): Promise<ListDictionary | null> {
  const { type, id, name } = parseListQuery(params);
  // the page's title is the name in its address when there is one, as the app reads it
  if (!id || name) return null;
  return type === 'tag' ? { type, entries: await listTags(db) } : { type, entries: await listCategories(db) };
}

/** The category's or tag's name the dictionary gives an id ('' when it has none, as in the app). */
export function dictionaryName(dictionary: ListDictionary | null, id: number): string {
  if (!dictionary) return '';
  if (dictionary.type === 'tag') return dictionary.entries.find((t) => t.id === id)?.tag_name ?? '';
  return dictionary.entries.find((c) => c.id === id)?.category_name ?? '';
}
