import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { AdminSiteSettingsRecord, MediaRef } from '@consulting/contracts';
import { field, json, renderAdminPage, stubFetch, TEST_ADMIN, type } from '../../shared/test-support.tsx';
import SiteSettingsPage from './SiteSettingsPage.tsx';

const API = '/api/admin/site-content/settings';

const PROFILE: MediaRef = {
  id: 'pdf-1',
  kind: 'pdf',
  mime: 'application/pdf',
  url: '/media/pdf-1/original.pdf',
  width: 0,
  height: 0,
  alt_ar: 'الملف التعريفي',
  alt_en: 'Company profile',
  variants: [],
};

const SETTINGS: AdminSiteSettingsRecord = {
  company_name_ar: 'الخدمات الاستشارية',
  company_name_en: 'Consulting Services',
  tagline_ar: 'شريكك في نمو الأعمال',
  tagline_en: 'Your partner in business growth',
  site_description_ar: 'شركة سعودية',
  site_description_en: 'A Saudi company',
  phone: '+966 11 000 0000',
  email: 'info@example.com',
  address_ar: 'الرياض',
  address_en: 'Riyadh',
  working_hours_ar: 'الأحد - الخميس',
  working_hours_en: 'Sunday to Thursday',
  social_links: {
    x: 'https://x.com/co',
    linkedin: 'https://www.linkedin.com/company/co',
    instagram: '',
    facebook: '',
    tiktok: '',
    snapchat: '',
  },
  company_profile: PROFILE,
  company_profile_id: 'pdf-1',
  staff_inbox: 'leads@example.com',
  updated_at: '2025-03-01T09:00:00Z',
};

/**
 * A fake content service for the settings: GET answers `getStatuses` in turn (then 200), PUT
 * answers `putError` as a 400 when given, else saves.
 */
function useFake(options: { getStatuses?: number[]; putError?: string } = {}) {
  let settings = SETTINGS;
  const getStatuses = [...(options.getStatuses ?? [])];
  return stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (url !== API) return json(404, { success: false, error: 'not found' });
    if (method === 'GET') {
      const status = getStatuses.shift() ?? 200;
      return status === 200 ? json(200, { success: true, settings }) : json(status, { success: false });
    }
    if (options.putError) return json(400, { success: false, error: options.putError });
    const body = JSON.parse(init!.body as string) as Record<string, unknown>;
    settings = { ...settings, ...body, updated_at: '2025-03-02T09:00:00Z' } as AdminSiteSettingsRecord;
    return json(200, { success: true, settings });
  });
}

const form = () => screen.getByTestId('site-settings-form');
const value = (name: string) => (field(form(), name) as HTMLInputElement).value;
const putBodies = (api: ReturnType<typeof useFake>) =>
  api.calls('PUT').map(([, init]) => JSON.parse(init!.body as string) as Record<string, unknown>);

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('/admin/site-content/settings', () => {
  it('loads the settings into one form, Arabic fields right-to-left beside English ones left-to-right', async () => {
    useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('إعدادات الموقع');
    expect(value('company_name_ar')).toBe('الخدمات الاستشارية');
    expect(value('company_name_en')).toBe('Consulting Services');
    expect(value('social_links.linkedin')).toBe('https://www.linkedin.com/company/co');
    expect(value('staff_inbox')).toBe('leads@example.com');
    for (const pair of ['company_name', 'tagline', 'site_description', 'address', 'working_hours']) {
      expect(field(form(), `${pair}_ar`).getAttribute('dir')).toBe('rtl');
      expect(field(form(), `${pair}_en`).getAttribute('dir')).toBe('ltr');
    }
    for (const name of ['phone', 'email', 'staff_inbox', 'social_links.x', 'social_links.snapchat']) {
      expect(field(form(), name).getAttribute('dir')).toBe('ltr');
    }
    // The English field's label is English, the Arabic one's Arabic.
    expect(within(form()).getByText('Company name (English)').getAttribute('dir')).toBe('ltr');
    expect(within(form()).getByText('اسم الشركة بالعربية')).toBeTruthy();
    // The staff inbox says what it is for.
    expect(screen.getByTestId('site-staff-inbox-help').textContent).toContain('تنبيه بكل طلب جديد');
  });

  it('saves every field with the profile PDF by id and shows a success toast', async () => {
    const api = useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    type(form(), 'company_name_en', '  Consulting Services Co.  ');
    type(form(), 'working_hours_ar', 'الأحد - الخميس، 8 ص - 5 م');
    type(form(), 'social_links.instagram', 'https://www.instagram.com/co');
    type(form(), 'staff_inbox', 'sales@example.com');
    fireEvent.click(screen.getByTestId('site-settings-save'));
    expect(await screen.findByText('تم حفظ إعدادات الموقع')).toBeTruthy();
    const [body] = putBodies(api);
    expect(body).toEqual({
      company_name_ar: 'الخدمات الاستشارية',
      company_name_en: 'Consulting Services Co.',
      tagline_ar: 'شريكك في نمو الأعمال',
      tagline_en: 'Your partner in business growth',
      site_description_ar: 'شركة سعودية',
      site_description_en: 'A Saudi company',
      phone: '+966 11 000 0000',
      email: 'info@example.com',
      address_ar: 'الرياض',
      address_en: 'Riyadh',
      working_hours_ar: 'الأحد - الخميس، 8 ص - 5 م',
      working_hours_en: 'Sunday to Thursday',
      social_links: {
        x: 'https://x.com/co',
        linkedin: 'https://www.linkedin.com/company/co',
        instagram: 'https://www.instagram.com/co',
        facebook: '',
        tiktok: '',
        snapchat: '',
      },
      staff_inbox: 'sales@example.com',
      company_profile_id: 'pdf-1',
    });
    expect(screen.queryByTestId('site-settings-error')).toBeNull();
  });

  it('shows the company profile PDF from the library and removes it', async () => {
    const api = useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    const current = within(form()).getByTestId('media-picker-current');
    expect(current.getAttribute('href')).toBe('/media/pdf-1/original.pdf');
    fireEvent.click(within(form()).getByTestId('media-picker-remove'));
    expect(within(form()).getByTestId('media-picker-none')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-settings-save'));
    expect(await screen.findByText('تم حفظ إعدادات الموقع')).toBeTruthy();
    expect(putBodies(api)[0]).toMatchObject({ company_profile_id: null });
  });

  it("shows the server's refusal above the save button and keeps what was typed", async () => {
    const api = useFake({ putError: 'العنوان بالإنجليزية مطلوب' });
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    type(form(), 'address_en', 'Olaya Street, Riyadh');
    fireEvent.click(screen.getByTestId('site-settings-save'));
    const error = await screen.findByTestId('site-settings-error');
    expect(error.textContent).toContain('العنوان بالإنجليزية مطلوب');
    expect(api.calls('PUT')).toHaveLength(1);
    expect(value('address_en')).toBe('Olaya Street, Riyadh');
  });

  it('refuses a blank English name, a bad e-mail and a javascript: link before sending', async () => {
    const api = useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    type(form(), 'company_name_en', '   ');
    type(form(), 'staff_inbox', 'not-an-email');
    type(form(), 'social_links.facebook', 'javascript:alert(1)');
    fireEvent.click(screen.getByTestId('site-settings-save'));
    expect(await screen.findByText('يرجى إدخال اسم الشركة بالإنجليزية')).toBeTruthy();
    expect(screen.getByText('البريد الإلكتروني غير صالح')).toBeTruthy();
    expect(screen.getByText('يجب أن يكون الرابط كاملاً ويبدأ بـ https://')).toBeTruthy();
    expect(api.calls('PUT')).toHaveLength(0);
  });

  it('shows an editor the staff inbox read-only and saves the other fields with the inbox unchanged', async () => {
    useSession.getState().signInAdmin({ ...TEST_ADMIN, id: 'e1', email: 'editor@example.com', role: 'editor' }, 'ed-1');
    const api = useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    expect((field(form(), 'staff_inbox') as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId('site-staff-inbox-admin-only').textContent).toContain('المدير فقط');
    type(form(), 'tagline_en', 'Edited by the editor');
    fireEvent.click(screen.getByTestId('site-settings-save'));
    expect(await screen.findByText('تم حفظ إعدادات الموقع')).toBeTruthy();
    expect(putBodies(api)[0]).toMatchObject({ tagline_en: 'Edited by the editor', staff_inbox: 'leads@example.com' });
  });

  it('lets an admin change the staff inbox', async () => {
    useFake();
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    await screen.findByTestId('site-settings-form');
    expect((field(form(), 'staff_inbox') as HTMLInputElement).disabled).toBe(false);
    expect(screen.queryByTestId('site-staff-inbox-admin-only')).toBeNull();
  });

  it('shows a load failure with a retry that loads the form', async () => {
    useFake({ getStatuses: [500, 500, 500] });
    renderAdminPage('/admin/site-content/settings', <SiteSettingsPage />);
    expect(await screen.findByTestId('site-settings-load-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-settings-retry'));
    await waitFor(() => expect(value('company_name_ar')).toBe('الخدمات الاستشارية'));
  });
});
