import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactElement } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { GoalRecord, MediaRef, TeamMemberRecord } from '@consulting/contracts';
import { field, json, pickOption, renderAdminPage, stubFetch, TEST_ADMIN, type } from '../../shared/test-support.tsx';
import BankAccountsPage from './BankAccountsPage.tsx';
import GoalsPage from './GoalsPage.tsx';
import PartnersPage from './PartnersPage.tsx';
import TeamPage from './TeamPage.tsx';
import { isSaudiIban } from './field-rules.ts';

const PHOTO: MediaRef = {
  id: 'img-1',
  kind: 'image',
  mime: 'image/jpeg',
  url: '/media/img-1/original.jpg',
  width: 800,
  height: 800,
  alt_ar: 'صورة',
  alt_en: 'Photo',
  variants: [{ url: '/media/img-1/w320.webp', width: 320, height: 320, mime: 'image/webp' }],
};

/** The one image of the fake media library. */
const LIBRARY_PHOTO = {
  ...PHOTO,
  id: 'img-2',
  url: '/media/img-2/original.jpg',
  variants: [],
  filename: 'reem.jpg',
  size: 2048,
  created_at: '2025-03-01T09:00:00Z',
  updated_at: '2025-03-01T09:00:00Z',
};

function member(
  id: string,
  sort: number,
  name: string,
  extra: Partial<TeamMemberRecord> & { image_id?: string | null } = {},
) {
  return {
    id,
    sort_order: sort,
    is_active: true,
    name_ar: `أ. ${name}`,
    name_en: `Mr ${name}`,
    position_ar: 'مدير',
    position_en: 'Director',
    description_ar: 'وصف',
    description_en: 'About',
    education_ar: 'ماجستير',
    education_en: 'MSc',
    experience_years: 10,
    email: `${id}@example.com`,
    linkedin: 'https://www.linkedin.com/',
    image: null,
    image_id: null,
    ...extra,
  };
}

function goal(id: string, sort: number, horizon: GoalRecord['horizon'], title: string): GoalRecord & Item {
  return {
    id,
    sort_order: sort,
    is_active: true,
    horizon,
    title_ar: title,
    title_en: `Goal ${id}`,
    description_ar: 'وصف',
    description_en: 'About',
    status_ar: horizon === 'short' ? 'قيد التنفيذ' : '',
    status_en: horizon === 'short' ? 'In progress' : '',
    progress: horizon === 'short' ? 50 : 0,
    target_ar: horizon === 'medium' ? 'مستهدف' : '',
    target_en: horizon === 'medium' ? 'Target' : '',
    impact_ar: horizon === 'long' ? 'أثر' : '',
    impact_en: horizon === 'long' ? 'Impact' : '',
  };
}

type Item = { id: string; sort_order: number } & Record<string, unknown>;

/**
 * A stateful fake of `/api/admin/site-content/{type}` (saves, deletes and reorders show on the
 * next read); `listStatuses` answers successive GETs (then 200); `writeError` refuses every
 * write with a 400 and that message.
 */
function useFake(type: string, initial: Item[], options: { listStatuses?: number[]; writeError?: string } = {}) {
  const api = `/api/admin/site-content/${type}`;
  let items = [...initial];
  const listStatuses = [...(options.listStatuses ?? [])];
  let created = 0;
  const fake = stubFetch(async (url, init) => {
    const method = init?.method ?? 'GET';
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && url.startsWith('/api/admin/media?')) {
      return json(200, { success: true, media: [LIBRARY_PHOTO], total: 1, page: 1, page_size: 12 });
    }
    if (method === 'GET' && url === api) {
      const status = listStatuses.shift() ?? 200;
      if (status !== 200) return json(status, { success: false });
      return json(200, { success: true, items: [...items].sort((a, b) => a.sort_order - b.sort_order) });
    }
    if (options.writeError) return json(400, { success: false, error: options.writeError });
    const body = init?.body ? (JSON.parse(init.body as string) as Record<string, unknown>) : {};
    if (method === 'POST' && url === `${api}/order`) {
      const ids = body.ids as string[];
      items = items.map((item) => ({ ...item, sort_order: ids.indexOf(item.id) }));
      return json(200, { success: true });
    }
    const withImage = (record: Record<string, unknown>) =>
      'image_id' in record ? { ...record, image: record.image_id === PHOTO.id ? PHOTO : null } : record;
    if (method === 'POST' && url === api) {
      created += 1;
      const item = withImage({ id: `new-${created}`, ...body }) as Item;
      items = [...items, item];
      return json(201, { success: true, item });
    }
    const id = url.slice(api.length + 1);
    if (method === 'PUT') {
      const item = withImage({ id, ...body }) as Item;
      items = items.map((candidate) => (candidate.id === id ? item : candidate));
      return json(200, { success: true, item });
    }
    if (method === 'DELETE') {
      items = items.filter((candidate) => candidate.id !== id);
      return json(200, { success: true });
    }
    return json(404, { success: false, error: 'not found' });
  });
  const bodies = (method: string) =>
    fake.calls(method).map(([url, init]) => ({ url, body: JSON.parse((init?.body as string) ?? '{}') }));
  return { ...fake, bodies };
}

const rows = () => screen.queryAllByTestId('site-item-row');
const rowIds = () => rows().map((row) => row.getAttribute('data-id'));
const row = (id: string) => rows().find((candidate) => candidate.getAttribute('data-id') === id)!;
const dialog = () => screen.getByTestId('site-item-form');

function renderList(path: string, page: ReactElement) {
  return renderAdminPage(`/admin/site-content/${path}`, page);
}

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('a site-content list page: the team', () => {
  const TEAM = [
    member('t1', 1, 'عبدالله', { image: PHOTO, image_id: PHOTO.id }),
    member('t2', 2, 'نورة'),
    member('t3', 3, 'خالد', { is_active: false }),
  ];

  it('lists every member in sort order, inactive ones too, with their active switch', async () => {
    useFake('team', [TEAM[2], TEAM[0], TEAM[1]]);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    expect(rowIds()).toEqual(['t1', 't2', 't3']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('فريق القيادة');
    const switches = rows().map((r) => within(r).getByTestId('site-item-active'));
    expect(switches.map((s) => s.getAttribute('aria-checked'))).toEqual(['true', 'true', 'false']);
    // The photo's smallest variant; initials without one.
    const photo = within(row('t1')).getByTestId('site-item-thumbnail').querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/media/img-1/w320.webp');
    expect(within(row('t2')).getByTestId('site-item-thumbnail').textContent).toBe('أ ن');
  });

  it('adds a member at the end, Arabic fields right-to-left and English ones left-to-right', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(screen.getByTestId('site-item-add'));
    await screen.findByTestId('site-item-form');
    for (const pair of ['name', 'position', 'description', 'education']) {
      expect(field(dialog(), `${pair}_ar`).getAttribute('dir')).toBe('rtl');
      expect(field(dialog(), `${pair}_en`).getAttribute('dir')).toBe('ltr');
    }
    expect(field(dialog(), 'email').getAttribute('dir')).toBe('ltr');
    expect(within(dialog()).getByText('Name (English)')).toBeTruthy();
    type(dialog(), 'name_ar', 'م. ريم الدوسري');
    type(dialog(), 'name_en', 'Eng. Reem Al-Dosari');
    type(dialog(), 'position_ar', 'مديرة المشاريع');
    type(dialog(), 'position_en', 'Projects Director');
    type(dialog(), 'description_ar', 'تدير المشاريع');
    type(dialog(), 'description_en', 'Runs projects');
    type(dialog(), 'education_ar', 'ماجستير');
    type(dialog(), 'education_en', 'MSc');
    type(dialog(), 'experience_years', '8');
    type(dialog(), 'email', 'reem@example.com');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تمت إضافة العضو')).toBeTruthy();
    expect(api.bodies('POST')).toEqual([
      {
        url: '/api/admin/site-content/team',
        body: {
          name_ar: 'م. ريم الدوسري',
          name_en: 'Eng. Reem Al-Dosari',
          position_ar: 'مديرة المشاريع',
          position_en: 'Projects Director',
          description_ar: 'تدير المشاريع',
          description_en: 'Runs projects',
          education_ar: 'ماجستير',
          education_en: 'MSc',
          experience_years: 8,
          email: 'reem@example.com',
          linkedin: '',
          sort_order: 4,
          is_active: true,
          image_id: null,
        },
      },
    ]);
    await waitFor(() => expect(rowIds()).toEqual(['t1', 't2', 't3', 'new-1']));
    await waitFor(() => expect(screen.queryByTestId('site-item-form')).toBeNull());
  });

  it('edits a member, keeping its photo, and shows the change', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t1')).getByTestId('site-item-edit'));
    await screen.findByTestId('site-item-form');
    expect((field(dialog(), 'name_en') as HTMLInputElement).value).toBe('Mr عبدالله');
    type(dialog(), 'name_en', 'Dr. Abdullah Al-Qahtani');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تم تحديث بيانات العضو')).toBeTruthy();
    const [put] = api.bodies('PUT');
    expect(put.url).toBe('/api/admin/site-content/team/t1');
    expect(put.body).toMatchObject({ name_en: 'Dr. Abdullah Al-Qahtani', image_id: 'img-1', sort_order: 1 });
    expect(put.body).not.toHaveProperty('id');
    expect(put.body).not.toHaveProperty('image');
    expect(await within(row('t1')).findByText('Dr. Abdullah Al-Qahtani')).toBeTruthy();
  });

  it("sets a member's photo from the media library and removes another's", async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t2')).getByTestId('site-item-edit'));
    await screen.findByTestId('site-item-form');
    fireEvent.click(within(dialog()).getByTestId('media-picker-choose'));
    fireEvent.click(await screen.findByTestId('media-picker-item'));
    await waitFor(() => expect(within(dialog()).getByTestId('media-picker-current')).toBeTruthy());
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تم تحديث بيانات العضو')).toBeTruthy();
    expect(api.bodies('PUT')[0].body).toMatchObject({ image_id: 'img-2' });
    await waitFor(() => expect(screen.queryByTestId('site-item-form')).toBeNull());
    fireEvent.click(within(row('t1')).getByTestId('site-item-edit'));
    await screen.findByTestId('site-item-form');
    fireEvent.click(within(dialog()).getByTestId('media-picker-remove'));
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    await waitFor(() => expect(api.bodies('PUT')).toHaveLength(2));
    expect(api.bodies('PUT')[1]).toMatchObject({ url: '/api/admin/site-content/team/t1', body: { image_id: null } });
  });

  it('moves a member down and up with the order endpoint', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    expect(within(row('t1')).getByTestId('site-item-up')).toHaveProperty('disabled', true);
    expect(within(row('t3')).getByTestId('site-item-down')).toHaveProperty('disabled', true);
    fireEvent.click(within(row('t1')).getByTestId('site-item-down'));
    await waitFor(() => expect(rowIds()).toEqual(['t2', 't1', 't3']));
    expect(await screen.findByText('تم حفظ الترتيب')).toBeTruthy();
    await waitFor(() => expect(within(row('t3')).getByTestId('site-item-up')).toHaveProperty('disabled', false));
    fireEvent.click(within(row('t3')).getByTestId('site-item-up'));
    await waitFor(() => expect(rowIds()).toEqual(['t2', 't3', 't1']));
    expect(api.bodies('POST').map(({ url, body }) => [url, body])).toEqual([
      ['/api/admin/site-content/team/order', { ids: ['t2', 't1', 't3'] }],
      ['/api/admin/site-content/team/order', { ids: ['t2', 't3', 't1'] }],
    ]);
  });

  it('puts the order back when the server refuses it', async () => {
    useFake('team', TEAM, { writeError: 'قائمة الترتيب غير مكتملة' });
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t1')).getByTestId('site-item-down'));
    expect(await screen.findByText('قائمة الترتيب غير مكتملة')).toBeTruthy();
    await waitFor(() => expect(rowIds()).toEqual(['t1', 't2', 't3']));
  });

  it('deactivates a member in place with the whole record', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t2')).getByTestId('site-item-active'));
    expect(await screen.findByText('تم إيقاف العنصر')).toBeTruthy();
    const [put] = api.bodies('PUT');
    expect(put.url).toBe('/api/admin/site-content/team/t2');
    expect(put.body).toMatchObject({ name_ar: 'أ. نورة', is_active: false, sort_order: 2, image_id: null });
    await waitFor(() =>
      expect(within(row('t2')).getByTestId('site-item-active').getAttribute('aria-checked')).toBe('false'),
    );
  });

  it('deletes a member only after confirmation', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t2')).getByTestId('site-item-delete'));
    expect(await screen.findByText('هل أنت متأكد من حذف هذا العضو؟')).toBeTruthy();
    expect(api.calls('DELETE')).toHaveLength(0);
    const popconfirm = document.querySelector<HTMLElement>('.ant-popconfirm')!;
    fireEvent.click(within(popconfirm).getByRole('button', { name: 'حذف' }));
    expect(await screen.findByText('تم حذف العضو')).toBeTruthy();
    expect(api.calls('DELETE')[0][0]).toBe('/api/admin/site-content/team/t2');
    await waitFor(() => expect(rowIds()).toEqual(['t1', 't3']));
  });

  it("shows the server's 400 message in the dialog and keeps it open with the input", async () => {
    useFake('team', TEAM, { writeError: 'رابط LinkedIn يجب أن يبدأ بـ https://' });
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('t2')).getByTestId('site-item-edit'));
    await screen.findByTestId('site-item-form');
    type(dialog(), 'position_en', 'Chief Innovation Officer');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    const error = await screen.findByTestId('site-item-error');
    expect(error.textContent).toContain('رابط LinkedIn يجب أن يبدأ بـ https://');
    expect(within(dialog()).getByTestId('site-item-error')).toBeTruthy();
    expect((field(dialog(), 'position_en') as HTMLInputElement).value).toBe('Chief Innovation Officer');
  });

  it('requires both languages before sending, naming the field and its language', async () => {
    const api = useFake('team', TEAM);
    renderList('team', <TeamPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(screen.getByTestId('site-item-add'));
    await screen.findByTestId('site-item-form');
    type(dialog(), 'name_ar', 'اسم');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await within(dialog()).findByText('يرجى إدخال الاسم بالإنجليزية')).toBeTruthy();
    expect(within(dialog()).queryByText('يرجى إدخال الاسم بالعربية')).toBeNull();
    expect(within(dialog()).getByText('يرجى إدخال المنصب بالعربية')).toBeTruthy();
    expect(api.calls('POST')).toHaveLength(0);
  });

  it('shows the empty state, and a load error with a retry', async () => {
    useFake('team', [], { listStatuses: [500, 500, 500] });
    renderList('team', <TeamPage />);
    expect(await screen.findByTestId('site-list-error')).toBeTruthy();
    fireEvent.click(screen.getByTestId('site-list-retry'));
    expect(await screen.findByText('لا يوجد أعضاء في الفريق')).toBeTruthy();
  });
});

describe('site-content link and code checks', () => {
  it('refuses a partner website that is not a web link', async () => {
    const api = useFake('partners', []);
    renderList('partners', <PartnersPage />);
    await screen.findByTestId('site-list-empty');
    fireEvent.click(screen.getByTestId('site-item-add'));
    await screen.findByTestId('site-item-form');
    for (const name of ['name', 'type', 'description', 'country']) {
      type(dialog(), `${name}_ar`, 'نص');
      type(dialog(), `${name}_en`, 'Text');
    }
    type(dialog(), 'website', 'javascript:alert(1)');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await within(dialog()).findByText('يجب أن يكون الرابط كاملاً ويبدأ بـ https:// أو http://')).toBeTruthy();
    expect(api.calls('POST')).toHaveLength(0);
    type(dialog(), 'website', 'https://partner.example.com');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تمت إضافة الشريك')).toBeTruthy();
    expect(api.bodies('POST')[0].body).toMatchObject({ website: 'https://partner.example.com', image_id: null });
  });

  it('refuses an IBAN with wrong check digits and sends a good one without spaces', async () => {
    const api = useFake('bank-accounts', []);
    renderList('bank-accounts', <BankAccountsPage />);
    await screen.findByTestId('site-list-empty');
    fireEvent.click(screen.getByTestId('site-item-add'));
    await screen.findByTestId('site-item-form');
    type(dialog(), 'bank_name_ar', 'مصرف الراجحي');
    type(dialog(), 'bank_name_en', 'Al Rajhi Bank');
    type(dialog(), 'account_holder_ar', 'شركة الخدمات الاستشارية');
    type(dialog(), 'account_holder_en', 'Consulting Services Company');
    type(dialog(), 'account_number', '608010167519');
    type(dialog(), 'swift', 'rjhisari');
    type(dialog(), 'iban', 'SA0480000000608010167519');
    expect(field(dialog(), 'iban').getAttribute('dir')).toBe('ltr');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await within(dialog()).findByText(/رقم الآيبان غير صالح/)).toBeTruthy();
    expect(api.calls('POST')).toHaveLength(0);
    type(dialog(), 'iban', 'sa03 8000 0000 6080 1016 7519');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تمت إضافة الحساب')).toBeTruthy();
    expect(api.bodies('POST')[0].body).toEqual({
      bank_name_ar: 'مصرف الراجحي',
      bank_name_en: 'Al Rajhi Bank',
      account_holder_ar: 'شركة الخدمات الاستشارية',
      account_holder_en: 'Consulting Services Company',
      account_number: '608010167519',
      iban: 'SA0380000000608010167519',
      swift: 'RJHISARI',
      currency: 'SAR',
      account_type: 'current',
      color: '#1d4ed8',
      sort_order: 0,
      is_active: true,
    });
  });

  it('checks Saudi IBANs by their ISO 13616 check digits', () => {
    expect(isSaudiIban('SA0380000000608010167519')).toBe(true);
    expect(isSaudiIban('SA03 8000 0000 6080 1016 7519')).toBe(true);
    expect(isSaudiIban('SA0480000000608010167519')).toBe(false);
    expect(isSaudiIban('GB82WEST12345698765432')).toBe(false);
    expect(isSaudiIban('SA038000000060801016751')).toBe(false);
  });
});

describe('the goals page', () => {
  const GOALS = [
    goal('g1', 1, 'short', 'إطلاق المسارات'),
    goal('g2', 2, 'medium', 'التوسع الإقليمي'),
    goal('g3', 3, 'short', 'رضا العملاء'),
    goal('g4', 4, 'long', 'الريادة'),
    goal('g5', 5, 'medium', 'الشراكات'),
  ];

  it('shows one horizon at a time and reorders within it', async () => {
    const api = useFake('goals', GOALS);
    renderList('goals', <GoalsPage />);
    await screen.findAllByTestId('site-item-row');
    expect(rowIds()).toEqual(['g1', 'g3']);
    fireEvent.click(screen.getByText('متوسطة المدى'));
    await waitFor(() => expect(rowIds()).toEqual(['g2', 'g5']));
    fireEvent.click(within(row('g5')).getByTestId('site-item-up'));
    await waitFor(() => expect(rowIds()).toEqual(['g5', 'g2']));
    // The whole list is sent, the two medium goals swapped in place.
    expect(api.bodies('POST')[0].body).toEqual({ ids: ['g1', 'g5', 'g3', 'g4', 'g2'] });
    fireEvent.click(screen.getByText('طويلة المدى'));
    await waitFor(() => expect(rowIds()).toEqual(['g4']));
  });

  it("shows only the chosen horizon's fields and sends the others blank", async () => {
    const api = useFake('goals', GOALS);
    renderList('goals', <GoalsPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(screen.getByTestId('site-item-add'));
    await screen.findByTestId('site-item-form');
    // A new goal starts in the horizon shown: short-term, with a status and a progress.
    expect(field(dialog(), 'status_ar').getAttribute('dir')).toBe('rtl');
    expect(field(dialog(), 'status_en').getAttribute('dir')).toBe('ltr');
    expect(dialog().querySelector('[name="progress"]')).not.toBeNull();
    expect(dialog().querySelector('[name="target_ar"]')).toBeNull();
    expect(dialog().querySelector('[name="impact_ar"]')).toBeNull();
    type(dialog(), 'status_ar', 'قيد التنفيذ');
    type(dialog(), 'progress', '150');
    type(dialog(), 'title_ar', 'هدف جديد');
    type(dialog(), 'title_en', 'A new goal');
    type(dialog(), 'description_ar', 'وصف');
    type(dialog(), 'description_en', 'About');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await within(dialog()).findByText('يرجى إدخال الحالة بالإنجليزية')).toBeTruthy();
    // Medium-term: a target instead of status and progress.
    await pickOption('site-goal-horizon', 'متوسطة المدى');
    await waitFor(() => expect(dialog().querySelector('[name="status_ar"]')).toBeNull());
    expect(dialog().querySelector('[name="progress"]')).toBeNull();
    expect(field(dialog(), 'target_en').getAttribute('dir')).toBe('ltr');
    type(dialog(), 'target_ar', 'عشرة عملاء');
    type(dialog(), 'target_en', 'Ten clients');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تمت إضافة الهدف')).toBeTruthy();
    expect(api.bodies('POST')[0].body).toEqual({
      horizon: 'medium',
      title_ar: 'هدف جديد',
      title_en: 'A new goal',
      description_ar: 'وصف',
      description_en: 'About',
      status_ar: '',
      status_en: '',
      progress: 0,
      target_ar: 'عشرة عملاء',
      target_en: 'Ten clients',
      impact_ar: '',
      impact_en: '',
      sort_order: 6,
      is_active: true,
    });
    // The page turns to the horizon the goal was saved under.
    await waitFor(() => expect(rowIds()).toEqual(['g2', 'g5', 'new-1']));
  });

  it('keeps a short-term progress between 0 and 100', async () => {
    const api = useFake('goals', GOALS);
    renderList('goals', <GoalsPage />);
    await screen.findAllByTestId('site-item-row');
    fireEvent.click(within(row('g1')).getByTestId('site-item-edit'));
    await screen.findByTestId('site-item-form');
    expect(dialog().querySelector('[name="target_ar"]')).toBeNull();
    type(dialog(), 'progress', '90');
    fireEvent.click(within(dialog()).getByTestId('site-item-save'));
    expect(await screen.findByText('تم تحديث الهدف')).toBeTruthy();
    expect(api.bodies('PUT')[0].body).toMatchObject({ horizon: 'short', progress: 90, status_en: 'In progress' });
  });
});
