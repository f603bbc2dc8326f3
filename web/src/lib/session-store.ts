/**
 * The logged-in session (spec §3 "Local state 'user'"). Token and user info
 * are persisted under the 'user' key, each AES-encrypted, through the storage
 * helper; showLogin is UI state and is never persisted.
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

function readPersisted(): Pick<SessionState, 'token' | 'userInfo' | 'blogAvatar'> {
  const saved = storage.get<PersistedSession>(SESSION_STORAGE_KEY);
  if (!saved || typeof saved !== 'object') return { token: '', userInfo: null, blogAvatar: '' };
  const token = saved.token ? decrypt(saved.token) : '';
  const userInfo = saved.userInfo ? decryptJson<UserInfo>(saved.userInfo) : null;
  // A token without the user it belongs to is useless to the UI (and vice versa).
  const complete = Boolean(token && userInfo);
  return {
    token: complete ? token : '',
    userInfo: complete ? userInfo : null,
    blogAvatar: typeof saved.blogAvatar === 'string' ? saved.blogAvatar : '',
  };
}

function persist(state: Pick<SessionState, 'token' | 'userInfo' | 'blogAvatar'>): void {
  const value: PersistedSession = {};
  if (state.blogAvatar) value.blogAvatar = state.blogAvatar;
  if (state.token) {
    value.token = encrypt(state.token);
    value.tokenFlag = true;
  }
  if (state.userInfo) {
    value.userInfo = encryptJson(state.userInfo);
    value.infoFlag = true;
  }
  if (Object.keys(value).length === 0) storage.remove(SESSION_STORAGE_KEY);
  else storage.set(SESSION_STORAGE_KEY, value);
}

export const useSession = create<SessionState>((set, get) => ({
  ...readPersisted(),
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
    set({ token: '', userInfo: null });
    void endServerSession();
  },
}));

useSession.subscribe((state, prev) => {
  if (state.token !== prev.token || state.userInfo !== prev.userInfo || state.blogAvatar !== prev.blogAvatar) {
    persist(state);
  }
});

export const selectIsLoggedIn = (s: SessionState): boolean => Boolean(s.token && s.userInfo);
