import type { MusicAnswers, MusicEndpoint, MusicQuery } from '../../contract/music';

/**
 * What /wapi needs from a music source. Both the upstream proxy and the
 * built-in library answer every endpoint in the NetEase-Cloud-Music-API
 * shapes, so the player cannot tell them apart.
 */
export interface MusicProvider {
  answer<E extends MusicEndpoint>(endpoint: E, query: MusicQuery<E>): Promise<ProviderAnswer>;
}

/** A JSON body and the status to send it with (200 unless the source failed). */
interface ProviderAnswer {
  status: number;
  body: unknown;
  /** where it came from: 'library', 'upstream', 'cache' or 'stale' (sent as X-Music-Source) */
  source: string;
}

/** Thrown by a provider when it has nothing to answer; the route turns it into a NetEase-style failure. */
export class MusicUnavailable extends Error {
  constructor(
    message: string,
    readonly status = 502,
  ) {
    super(message);
    this.name = 'MusicUnavailable';
  }
}

export type LibraryAnswers = { [E in MusicEndpoint]: (query: MusicQuery<E>) => Promise<MusicAnswers[E]> };
