/**
 * Who the relying party is for one request. A passkey is bound to a host name (its RP ID): the
 * request's own host, so the same deployment works on workers.dev, a custom domain and localhost,
 * and a passkey made on one of them signs in there only (docs/security.md). The origin the
 * browser reports must be the request's origin: scheme, host and port.
 */
export interface RelyingParty {
  /** the request URL's host name (no port): what the authenticator binds the credential to */
  rpID: string;
  /** scheme://host[:port] of the request */
  origin: string;
}

export function relyingParty(requestUrl: string): RelyingParty {
  const url = new URL(requestUrl);
  return { rpID: url.hostname, origin: url.origin };
}
