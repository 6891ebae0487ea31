import { create } from 'zustand';
import { STORAGE_KEYS, type UserRecord } from '@consulting/contracts';
import { storage } from './storage.ts';

export interface SessionState {
  /** The signed-in client, or null for a guest (spec §6 "Client"). */
  user: UserRecord | null;
  userToken: string | null;
  admin: UserRecord | null;
  adminToken: string | null;
  signInClient: (user: UserRecord, token: string) => void;
  signInAdmin: (user: UserRecord, token: string) => void;
  /** Clears the client keys: user, token, user_data, user_token (spec §4 "Sessions"). */
  signOutClient: () => void;
  /** Clears admin token, admin user, user token and user data (spec §4 "Sessions"). */
  signOutAdmin: () => void;
  /** Re-reads storage, e.g. after another tab changed it. */
  reload: () => void;
}

function parseUser(raw: string | null): UserRecord | null | 'corrupt' {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (value && typeof value === 'object' && typeof (value as UserRecord).email === 'string') {
      return value as UserRecord;
    }
    return 'corrupt';
  } catch {
    return 'corrupt';
  }
}

const CLIENT_KEYS = [STORAGE_KEYS.user, STORAGE_KEYS.token, STORAGE_KEYS.userData, STORAGE_KEYS.userToken];

/**
 * Reads the stored sessions (spec §6, §9 storage keys). A client is `user` + `token`, else the
 * fallback `user_data` + `user_token`. Corrupt stored user data is cleared (spec §4).
 */
function readSessions(): Pick<SessionState, 'user' | 'userToken' | 'admin' | 'adminToken'> {
  let user: UserRecord | null = null;
  let userToken: string | null = null;
  const primary = parseUser(storage.get(STORAGE_KEYS.user));
  const fallback = parseUser(storage.get(STORAGE_KEYS.userData));
  if (primary === 'corrupt' || fallback === 'corrupt') {
    storage.remove(...CLIENT_KEYS);
  } else if (primary && storage.get(STORAGE_KEYS.token)) {
    user = primary;
    userToken = storage.get(STORAGE_KEYS.token);
  } else if (fallback && storage.get(STORAGE_KEYS.userToken)) {
    user = fallback;
    userToken = storage.get(STORAGE_KEYS.userToken);
  }
  const adminParsed = parseUser(storage.get(STORAGE_KEYS.adminUser));
  const adminToken = storage.get(STORAGE_KEYS.adminToken);
  const admin = adminParsed && adminParsed !== 'corrupt' && adminToken ? adminParsed : null;
  if (adminParsed === 'corrupt') storage.remove(STORAGE_KEYS.adminUser, STORAGE_KEYS.adminToken);
  return { user, userToken, admin, adminToken: admin ? adminToken : null };
}

/**
 * The one session store of the page; only this module reads or writes the session keys. Its
 * initial state is a guest's, as the server renders every page: React hydrates with
 * `getInitialState` (zustand's server snapshot), then renders the stored session.
 */
export const useSession = create<SessionState>((set) => ({
  user: null,
  userToken: null,
  admin: null,
  adminToken: null,
  signInClient: (user, token) => {
    storage.set(STORAGE_KEYS.user, JSON.stringify(user));
    storage.set(STORAGE_KEYS.token, token);
    set({ user, userToken: token });
  },
  signInAdmin: (admin, token) => {
    storage.set(STORAGE_KEYS.adminUser, JSON.stringify(admin));
    storage.set(STORAGE_KEYS.adminToken, token);
    set({ admin, adminToken: token });
  },
  signOutClient: () => {
    storage.remove(...CLIENT_KEYS);
    set({ user: null, userToken: null });
  },
  signOutAdmin: () => {
    storage.remove(STORAGE_KEYS.adminToken, STORAGE_KEYS.adminUser, STORAGE_KEYS.userToken, STORAGE_KEYS.userData);
    set({ admin: null, adminToken: null });
  },
  reload: () => set(readSessions()),
}));

if (typeof window !== 'undefined') {
  useSession.getState().reload();
  window.addEventListener('storage', () => useSession.getState().reload());
}
