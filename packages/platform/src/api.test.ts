import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const user = {
  id: 'u1',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2025-01-01T00:00:00Z',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

async function loadApi() {
  vi.resetModules();
  return import('./index.ts');
}

describe('api() (spec §6, §7, §8)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    localStorage.clear();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('calls /api{path} and returns the parsed body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { success: true, services: [] }));
    const { api } = await loadApi();
    await expect(api('/services')).resolves.toEqual({ success: true, services: [] });
    expect(fetchMock.mock.calls[0][0]).toBe('/api/services');
    expect(fetchMock.mock.calls[0][1]?.method).toBe('GET');
  });

  it("throws the server's error text with the status", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { success: false, error: 'بيانات الدخول غير صحيحة' }));
    const { api, ApiError } = await loadApi();
    const error = await api('/user/login', { body: { email: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'بيانات الدخول غير صحيحة' });
  });

  it("throws 'HTTP 500: خطأ في الخادم' when the body has no error text", async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', { status: 500 }));
    const { api } = await loadApi();
    await expect(api('/services')).rejects.toThrow('HTTP 500: خطأ في الخادم');
  });

  it('turns a network failure into the connection error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const { api } = await loadApi();
    await expect(api('/services')).rejects.toMatchObject({ status: 0, message: 'حدث خطأ في الاتصال' });
  });

  it('sends the admin token before the user token', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    const { api, useSession } = await loadApi();
    useSession.getState().signInClient(user as never, 'user-tok');
    await api('/user/requests');
    expect(new Headers(fetchMock.mock.calls[0][1]?.headers).get('Authorization')).toBe('Bearer user-tok');

    useSession.getState().signInAdmin({ ...user, role: 'admin' } as never, 'admin-tok');
    await api('/admin/users');
    expect(new Headers(fetchMock.mock.calls[1][1]?.headers).get('Authorization')).toBe('Bearer admin-tok');

    await api('/services', { auth: 'none' });
    expect(new Headers(fetchMock.mock.calls[2][1]?.headers).get('Authorization')).toBeNull();
  });

  it('sends plain objects as JSON and FormData as multipart', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    const { api } = await loadApi();
    await api('/contact', { body: { name: 'Sara' } });
    const jsonInit = fetchMock.mock.calls[0][1];
    expect(jsonInit?.method).toBe('POST');
    expect(new Headers(jsonInit?.headers).get('Content-Type')).toBe('application/json');
    expect(jsonInit?.body).toBe('{"name":"Sara"}');

    const form = new FormData();
    form.set('user_name', 'Sara');
    await api('/track-requests', { body: form });
    const formInit = fetchMock.mock.calls[1][1];
    expect(formInit?.body).toBe(form);
    expect(new Headers(formInit?.headers).get('Content-Type')).toBeNull();
  });

  it('marks the signed-in user as owing a restriction on its 403, so the pages send them to settle it', async () => {
    const refused = { success: false, error: 'A new password is required', code: 'password_change_required' };
    fetchMock.mockImplementation(async () => jsonResponse(403, refused));
    const { api, useSession } = await loadApi();
    useSession.getState().signInClient(user as never, 'user-tok');
    await expect(api('/user/requests')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().user).toMatchObject({ email: user.email, must_change_password: true });
    expect(useSession.getState().userToken).toBe('user-tok');

    useSession.getState().signInAdmin({ ...user, role: 'admin' } as never, 'admin-tok');
    fetchMock.mockImplementation(async () =>
      jsonResponse(403, { success: false, error: 'Enrol', code: 'two_factor_enrolment_required' }),
    );
    await expect(api('/admin/users')).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().admin).toMatchObject({ two_factor_enrolment_required: true });

    fetchMock.mockImplementation(async () => jsonResponse(403, { success: false, error: 'Forbidden' }));
    useSession.getState().signInClient(user as never, 'other-tok');
    await expect(api('/user/requests', { auth: 'client' })).rejects.toMatchObject({ status: 403 });
    expect(useSession.getState().user).not.toHaveProperty('must_change_password');
  });
});
