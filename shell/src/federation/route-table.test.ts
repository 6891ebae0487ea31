import { describe, expect, it } from 'vitest';
import { isAdminPath, remoteForPath } from './route-table.ts';

describe('route ownership table', () => {
  it.each([
    ['/', 'mfe_public'],
    ['/about', 'mfe_public'],
    ['/about/team', 'mfe_public'],
    ['/news/42', 'mfe_public'],
    ['/contact/message', 'mfe_public'],
    ['/join-us', 'mfe_public'],
    ['/service-request', 'mfe_public'],
    ['/sitemap', 'mfe_public'],
    ['/banking/accounts', 'mfe_public'],
    ['/creative-demo', 'mfe_public'],
    ['/services', 'mfe_public'],
    ['/services/', 'mfe_public'],
    ['/services/launch', 'mfe_tracks'],
    ['/services/intellectual-property/request', 'mfe_tracks'],
    ['/services/overview', 'mfe_tracks'],
    ['/tracks', 'mfe_tracks'],
    ['/tracks/overview', 'mfe_tracks'],
    ['/user/login', 'mfe_client'],
    ['/user/dashboard', 'mfe_client'],
    ['/admin/login', 'mfe_admin'],
    ['/admin', 'mfe_admin'],
    ['/some/unknown/page', 'mfe_public'],
    ['/users', 'mfe_public'],
    ['/administrator', 'mfe_public'],
    ['/servicesx', 'mfe_public'],
  ])('%s → %s', (path, remote) => {
    expect(remoteForPath(path)).toBe(remote);
  });

  it('marks only the admin area as admin', () => {
    expect(isAdminPath('/admin/dashboard')).toBe(true);
    expect(isAdminPath('/about')).toBe(false);
  });
});
