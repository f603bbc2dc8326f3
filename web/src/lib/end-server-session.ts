/**
 * Tells the server to end the login: it revokes the token (given here, and the
 * one in the HttpOnly cookie) and drops the cookie (the chat socket's identity),
 * which script cannot delete. Plain fetch rather than the API
 * client: the client imports the session store, which calls this, and a
 * background call must never show a notice or open the login dialog.
 */
const LOGOUT_PATH = '/api/user/logout';

let ending: Promise<void> | null = null;

/** Resolves (never rejects) once the server has answered or failed; calls made meanwhile share one request. */
export function endServerSession(token = ''): Promise<void> {
  ending ??= send(token).finally(() => {
    ending = null;
  });
  return ending;
}

async function send(token: string): Promise<void> {
  const headers: Record<string, string> = { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' };
  if (token) headers.Authorization = token;
  try {
    await fetch(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      // a logout right before the tab navigates away still reaches the server
      keepalive: true,
      headers,
      body: '{}',
    });
  } catch {
    // offline or no fetch: the cookie still expires with the token
  }
}
