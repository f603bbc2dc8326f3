/**
 * Tells the server to drop the HttpOnly session cookie (the chat socket's
 * identity), which script cannot delete. Plain fetch rather than the API
 * client: the client imports the session store, which calls this, and a
 * background call must never show a notice or open the login dialog.
 */
const LOGOUT_PATH = '/api/user/logout';

let ending: Promise<void> | null = null;

/** Resolves (never rejects) once the server has answered or failed; calls made meanwhile share one request. */
export function endServerSession(): Promise<void> {
  ending ??= send().finally(() => {
    ending = null;
  });
  return ending;
}

async function send(): Promise<void> {
  try {
    await fetch(LOGOUT_PATH, {
      method: 'POST',
      credentials: 'same-origin',
      // a logout right before the tab navigates away still reaches the server
      keepalive: true,
      headers: { 'X-Requested-With': 'XMLHttpRequest', 'Content-Type': 'application/json' },
      body: '{}',
    });
  } catch {
    // offline or no fetch: the cookie still expires with the token
  }
}
