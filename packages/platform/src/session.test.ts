import { beforeEach, describe, expect, it, vi } from 'vitest';

const client = {
  id: 'u1',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

async function loadSession() {
  vi.resetModules();
  return import('./session.ts');
}

describe('session store (spec §4 "Sessions", §6, §9)', () => {
  beforeEach(() => localStorage.clear());

  it('is a guest when nothing is stored', async () => {
    const { useSession } = await loadSession();
    expect(useSession.getState()).toMatchObject({ user: null, userToken: null, admin: null, adminToken: null });
  });

  it('reads a client from user + token', async () => {
    localStorage.setItem('user', JSON.stringify(client));
    localStorage.setItem('token', 'tok');
    const { useSession } = await loadSession();
    expect(useSession.getState().user?.email).toBe('sara@example.com');
    expect(useSession.getState().userToken).toBe('tok');
  });

  it('falls back to user_data + user_token', async () => {
    localStorage.setItem('user_data', JSON.stringify(client));
    localStorage.setItem('user_token', 'legacy');
    const { useSession } = await loadSession();
    expect(useSession.getState().userToken).toBe('legacy');
  });

  it('clears corrupt stored user data and treats the visitor as a guest', async () => {
    localStorage.setItem('user', '{not json');
    localStorage.setItem('token', 'tok');
    localStorage.setItem('user_data', JSON.stringify(client));
    localStorage.setItem('user_token', 'legacy');
    const { useSession } = await loadSession();
    expect(useSession.getState().user).toBeNull();
    for (const key of ['user', 'token', 'user_data', 'user_token']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('a stored user without an email counts as corrupt', async () => {
    localStorage.setItem('user', JSON.stringify({ name: 'x' }));
    localStorage.setItem('token', 'tok');
    const { useSession } = await loadSession();
    expect(useSession.getState().user).toBeNull();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signOutAdmin clears admin token, admin user, user token and user data', async () => {
    const { useSession } = await loadSession();
    useSession.getState().signInAdmin({ ...client, role: 'admin' }, 'admin-tok');
    localStorage.setItem('user_token', 'legacy');
    localStorage.setItem('user_data', JSON.stringify(client));
    useSession.getState().signOutAdmin();
    for (const key of ['admin_token', 'admin_user', 'user_token', 'user_data'])
      expect(localStorage.getItem(key)).toBeNull();
    expect(useSession.getState().adminToken).toBeNull();
  });
});
