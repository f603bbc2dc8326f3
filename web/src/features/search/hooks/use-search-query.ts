import { useState } from 'react';
import type { SearchHit } from '@contract/article';
import { useArticleSearch } from '../api/search-api';
import { useDebouncedValue } from './use-debounced-value';

const SEARCH_DEBOUNCE_MS = 300;
/** One empty list, so `hits` keeps its identity while nothing is found (effects depend on it). */
const NO_HITS: SearchHit[] = [];

/**
 * idle: nothing typed; loading: the answer for the word in the box is not here
 * yet (debounce running, request on the way, or only the previous word's answer
 * is at hand); found / none: the answer is for exactly this word; failed: the
 * request failed.
 */
type SearchState = 'idle' | 'loading' | 'found' | 'none' | 'failed';

/**
 * The search box's logic. Results are shown only when they answer the word now
 * in the box: the previous word's "没有找到…" never stands under a new word.
 */
export function useSearchQuery(delay = SEARCH_DEBOUNCE_MS) {
  const [keyword, setKeyword] = useState('');
  const word = keyword.trim();
  const [settled, flush] = useDebouncedValue(word, delay);
  const search = useArticleSearch(word ? settled : '');
  const answered = word !== '' && settled === word && !search.isPlaceholderData && search.data !== undefined;
  let state: SearchState = 'loading';
  if (word === '') state = 'idle';
  else if (answered) state = search.data.length ? 'found' : 'none';
  else if (settled === word && search.isError && !search.isFetching) state = 'failed';
  const hits = state === 'found' ? (search.data ?? NO_HITS) : NO_HITS;
  /** Enter: search the word in the box now instead of after the debounce. */
  const submit = () => flush();
  return { keyword, setKeyword, word, hits, state, submit };
}
