/**
 * The logged-in session (spec §3 "Local state 'user'"). Token and user info
 * are persisted under the 'user' key, each AES-encrypted, through the storage
 * helper; showLogin is UI state and is never persisted. The cipher is
 * WebCrypto, which is async: the store starts empty and `restoreSession()`
 * fills it before the app's first render (start-app.tsx).
 */
import { type UserInfo } from '@contract/auth';
import { sessionMessages } from '@contract/session';
import { toast } from '@/components/toast/toast';
import { decrypt, decryptJson, encrypt, encryptJson } from '@/lib/crypto';
import { storage } from '@/lib/storage';
import { create } from 'zustand';
import { endServerSession } from './end-server-session';

export const SESSION_STORAGE_KEY = 'user';

interface PersistedSession {
  blogAvatar?: string;
  userInfo?: string;
  token?: string;
  infoFlag?: boolean;
  tokenFlag?: boolean;
}

export interface SessionState {
  token: string;
  userInfo: UserInfo | null;
  showLogin: boolean;
  blogAvatar: string;
  setToken: (token: string) => void;
  setUserInfo: (info: UserInfo | null) => void;
  setBlogAvatar: (url: string) => void;
  openLogin: () => void;
  closeLogin: () => void;
  /** User-initiated: clears the session and confirms with a toast. */
  logout: () => void;
  /**
   * Silent clear, used when the server says the token is no longer valid. Every
   * way out of a session ends here, so here the server also drops its cookie.
   */
  clearSession: () => void;
}

type Persisted = Pick<SessionState, 'token' | 'userInfo' | 'blogAvatar'>;

async function readPersisted(): Promise<Persisted> {
  const saved = storage.get<PersistedSession>(SESSION_STORAGE_KEY);
  if (!saved || typeof saved !== 'object') return { token: '', userInfo: null, blogAvatar: '' };
  const [token, userInfo] = await Promise.all([
    saved.token ? decrypt(saved.token) : '',
    saved.userInfo ? decryptJson<UserInfo>(saved.userInfo) : null,
  ]);
  // A token without the user it belongs to is useless to the UI (and vice versa).
  const complete = Boolean(token && userInfo);
  return {
    token: complete ? token : '',
    userInfo: complete ? userInfo : null,
    blogAvatar: typeof saved.blogAvatar === 'string' ? saved.blogAvatar : '',
  };
}

// Each change starts a write; only the newest one reaches storage, so an
// encryption still running never brings back a session that was since ended.
let latestWrite = 0;
let restoring = false;

function persist(state: Persisted): void {
  const write = ++latestWrite;
  const value: PersistedSession = {};
  if (state.blogAvatar) value.blogAvatar = state.blogAvatar;
  const save = () => {
    if (write !== latestWrite) return;
    if (Object.keys(value).length === 0) storage.remove(SESSION_STORAGE_KEY);
    else storage.set(SESSION_STORAGE_KEY, value);
  };
  // nothing to encrypt (logged out): cleared at once
  if (!state.token && !state.userInfo) return save();
  void Promise.all([state.token && encrypt(state.token), state.userInfo && encryptJson(state.userInfo)]).then(
    ([token, userInfo]) => {
      if (token) {
        value.token = token;
        value.tokenFlag = true;
      }
      if (userInfo) {
        value.userInfo = userInfo;
        value.infoFlag = true;
      }
      save();
    },
    // a browser that refuses WebCrypto's AES keeps the session for this page load only
    () => undefined,
  );
}

export const useSession = create<SessionState>((set, get) => ({
  token: '',
  userInfo: null,
  blogAvatar: '',
  showLogin: false,
  setToken: (token) => set({ token }),
  setUserInfo: (userInfo) => set({ userInfo }),
  setBlogAvatar: (blogAvatar) => set({ blogAvatar }),
  openLogin: () => set({ showLogin: true }),
  closeLogin: () => set({ showLogin: false }),
  logout: () => {
    get().clearSession();
    toast.success(sessionMessages.loggedOut);
  },
  clearSession: () => {
    const { token } = get();
    set({ token: '', userInfo: null });
    void endServerSession(token);
  },
}));

useSession.subscribe((state, prev) => {
  if (restoring) return;
  if (state.token !== prev.token || state.userInfo !== prev.userInfo || state.blogAvatar !== prev.blogAvatar) {
    persist(state);
  }
});

/**
 * Reads the stored session into the store, once per page load, before the app
 * renders. A session set meanwhile (nothing does before the first render) wins.
 */
export async function restoreSession(): Promise<void> {
  const saved = await readPersisted();
  const now = useSession.getState();
  if (now.token || now.userInfo || now.blogAvatar) return;
  restoring = true;
  try {
    useSession.setState(saved);
  } finally {
    restoring = false;
  }
}

export const selectIsLoggedIn = (s: SessionState): boolean => Boolean(s.token && s.userInfo);
