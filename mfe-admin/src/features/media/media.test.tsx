import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { useState } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Button, Form } from 'antd';
import { useSession } from '@consulting/platform';
import type { MediaItemRecord, MediaRef } from '@consulting/contracts';
import { callUrl, json, pagedReply, pickOption, renderAdminPage, TEST_ADMIN } from '../../shared/test-support.tsx';
import { MediaPicker } from './MediaPicker.tsx';
import MediaPage from './MediaPage.tsx';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');
const testFile = (name: string, type: string) => new File([readFileSync(`${TESTDATA}/${name}`)], name, { type });

function image(id: string, extra: Partial<MediaItemRecord> = {}): MediaItemRecord {
  return {
    id,
    kind: 'image',
    mime: 'image/jpeg',
    url: `/media/${id}/original.jpg`,
    width: 1400,
    height: 700,
    alt_ar: `صورة ${id}`,
    alt_en: `Image ${id}`,
    variants: [
      { url: `/media/${id}/w320.webp`, width: 320, height: 160, mime: 'image/webp' },
      { url: `/media/${id}/w320.jpg`, width: 320, height: 160, mime: 'image/jpeg' },
      { url: `/media/${id}/w640.webp`, width: 640, height: 320, mime: 'image/webp' },
    ],
    filename: `${id}.jpg`,
    size: 250_000,
    created_at: '2025-03-01T09:00:00Z',
    updated_at: '2025-03-01T09:00:00Z',
    ...extra,
  };
}

function pdf(id: string, extra: Partial<MediaItemRecord> = {}): MediaItemRecord {
  return {
    ...image(id),
    kind: 'pdf',
    mime: 'application/pdf',
    url: `/media/${id}/original.pdf`,
    width: 0,
    height: 0,
    variants: [],
    alt_ar: '',
    alt_en: '',
    filename: `${id}.pdf`,
    size: 744,
    ...extra,
  };
}

/**
 * A fake content service for the library: the paged list (kind filter, search in names and alt
 * texts), uploads (refusing what `refuse` says, as the server words it), alt edits and deletes.
 */
function fakeApi(options: { refuseUpload?: { status: number; error: string }; refuseEdit?: string } = {}) {
  let media: MediaItemRecord[] = [
    image('m1', { filename: 'logo.png', alt_ar: 'شعار الشركة', alt_en: 'Company logo' }),
    pdf('m2', { filename: 'profile.pdf' }),
  ];
  return vi.fn(async (url: string, init?: RequestInit) => {
    const method = init?.method ?? 'GET';
    const { path } = callUrl(url);
    if (url === '/api/admin/verify') return json(200, { valid: true });
    if (method === 'GET' && path === '/api/admin/media')
      return pagedReply(url, 'media', media, ['filename', 'alt_ar', 'alt_en']);
    if (method === 'POST' && path === '/api/admin/media') {
      if (options.refuseUpload) return json(options.refuseUpload.status, { success: false, ...options.refuseUpload });
      const form = init!.body as FormData;
      const file = form.get('file') as File;
      const created =
        file.type === 'application/pdf'
          ? pdf('m9', { filename: file.name, alt_ar: String(form.get('alt_ar')) })
          : image('m9', {
              filename: file.name,
              alt_ar: String(form.get('alt_ar')),
              alt_en: String(form.get('alt_en')),
            });
      media = [created, ...media];
      return json(201, { success: true, media: created });
    }
    const id = path.split('/').pop();
    const found = media.find((item) => item.id === id);
    if (!found) return json(404, { success: false, error: 'الملف غير موجود في مكتبة الوسائط' });
    if (method === 'PUT') {
      if (options.refuseEdit) return json(400, { success: false, error: options.refuseEdit });
      const updated = { ...found, ...JSON.parse(init!.body as string) };
      media = media.map((item) => (item.id === id ? updated : item));
      return json(200, { success: true, media: updated });
    }
    if (method === 'DELETE') {
      media = media.filter((item) => item.id !== id);
      return json(200, { success: true });
    }
    return json(404, { success: false, error: 'Not found' });
  });
}

let fetchSpy: ReturnType<typeof fakeApi>;
function useFake(options?: Parameters<typeof fakeApi>[0]) {
  fetchSpy = fakeApi(options);
  vi.stubGlobal('fetch', fetchSpy);
}
const calls = (method: string) => fetchSpy.mock.calls.filter(([, init]) => (init?.method ?? 'GET') === method);
const listReads = () =>
  calls('GET')
    .map(([url]) => callUrl(url))
    .filter(({ path }) => path === '/api/admin/media')
    .map(({ params }) => params);
const cardIds = () => screen.queryAllByTestId('media-card').map((card) => card.getAttribute('data-id'));

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('MediaPage', () => {
  const renderPage = (entry = '/admin/media') => renderAdminPage('/admin/media', <MediaPage />, entry);

  it('shows each item with its smallest WebP thumbnail, name, size and pixel size', async () => {
    useFake();
    renderPage();
    const cards = await screen.findAllByTestId('media-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('مكتبة الوسائط');
    expect(cardIds()).toEqual(['m1', 'm2']);
    const thumb = within(cards[0]!).getByTestId('media-thumb') as HTMLImageElement;
    expect(thumb.getAttribute('src')).toBe('/media/m1/w320.webp');
    expect(thumb.getAttribute('alt')).toBe('شعار الشركة');
    expect(within(cards[0]!).getByTestId('media-filename').textContent).toBe('logo.png');
    expect(within(cards[0]!).getByTestId('media-size').textContent).toBe('244.1 ك.ب');
    expect(within(cards[0]!).getByTestId('media-dimensions').textContent).toBe('1400 × 700 بكسل');
    expect(within(cards[0]!).getByTestId('media-alt-ar').getAttribute('dir')).toBe('rtl');
    expect(within(cards[0]!).getByTestId('media-alt-en').getAttribute('dir')).toBe('ltr');
    // A PDF has no picture and no pixel size.
    expect(within(cards[1]!).queryByTestId('media-thumb')).toBeNull();
    expect(within(cards[1]!).queryByTestId('media-dimensions')).toBeNull();
    expect(within(cards[1]!).getByTestId('media-size').textContent).toBe('744 بايت');
  });

  it('filters images or PDFs and searches on the server', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('media-card');
    await pickOption('media-kind-filter', 'ملفات PDF');
    await waitFor(() => expect(cardIds()).toEqual(['m2']));
    expect(listReads().at(-1)?.get('kind')).toBe('pdf');
    await pickOption('media-kind-filter', 'كل الأنواع');
    await waitFor(() => expect(cardIds()).toEqual(['m1', 'm2']));
    fireEvent.change(screen.getByTestId('admin-search'), { target: { value: 'Company' } });
    await waitFor(() => expect(cardIds()).toEqual(['m1']));
    expect(listReads().at(-1)?.get('q')).toBe('Company');
  });

  it('uploads a file with both alt texts, each typed in its own direction, then lists it', async () => {
    useFake();
    renderPage();
    await screen.findAllByTestId('media-card');
    fireEvent.click(screen.getByTestId('media-add'));
    const form = await screen.findByTestId('media-upload-form');
    const altAr = within(form).getByTestId('media-upload-alt-ar');
    const altEn = within(form).getByTestId('media-upload-alt-en');
    expect(altAr.getAttribute('dir')).toBe('rtl');
    expect(altEn.getAttribute('dir')).toBe('ltr');

    fireEvent.change(within(form).getByTestId('media-upload-file'), {
      target: { files: [testFile('profile.png', 'image/png')] },
    });
    fireEvent.change(altAr, { target: { value: 'صورة الملف' } });
    // An image without its English alt text is not sent.
    fireEvent.click(within(form).getByTestId('media-upload-submit'));
    expect((await within(form).findByTestId('media-upload-error')).textContent).toBe(
      'النص البديل مطلوب باللغتين للصور',
    );
    expect(calls('POST')).toHaveLength(0);

    fireEvent.change(altEn, { target: { value: 'Profile picture' } });
    fireEvent.click(within(form).getByTestId('media-upload-submit'));
    await waitFor(() => expect(cardIds()).toEqual(['m9', 'm1', 'm2']));
    const sent = calls('POST')[0]![1]!.body as FormData;
    expect((sent.get('file') as File).name).toBe('profile.png');
    expect(sent.get('alt_ar')).toBe('صورة الملف');
    expect(sent.get('alt_en')).toBe('Profile picture');
    await waitFor(() => expect(screen.queryByTestId('media-upload-form')).toBeNull());
  });

  it("shows the server's refusal of an upload as it words it", async () => {
    const refusal = 'نوع الملف غير مدعوم: تُقبل الصور (JPEG وPNG وWebP وGIF) وملفات PDF فقط';
    useFake({ refuseUpload: { status: 415, error: refusal } });
    renderPage();
    await screen.findAllByTestId('media-card');
    fireEvent.click(screen.getByTestId('media-add'));
    const form = await screen.findByTestId('media-upload-form');
    // A PDF's alt fields are its optional title: nothing else is asked.
    fireEvent.change(within(form).getByTestId('media-upload-file'), {
      target: { files: [testFile('not-a-pdf.pdf', 'application/pdf')] },
    });
    fireEvent.click(within(form).getByTestId('media-upload-submit'));
    expect((await within(form).findByTestId('media-upload-error')).textContent).toBe(refusal);
    expect(cardIds()).toEqual(['m1', 'm2']);
  });

  it('edits the alt texts, showing a refusal from the server', async () => {
    useFake();
    renderPage();
    const [first] = await screen.findAllByTestId('media-card');
    fireEvent.click(within(first!).getByTestId('media-edit'));
    const arabic = await screen.findByTestId('media-alt-edit-ar');
    expect((arabic as HTMLInputElement).value).toBe('شعار الشركة');
    expect(arabic.getAttribute('dir')).toBe('rtl');
    expect(screen.getByTestId('media-alt-edit-en').getAttribute('dir')).toBe('ltr');
    fireEvent.change(arabic, { target: { value: 'الشعار الجديد' } });
    fireEvent.click(screen.getByTestId('media-alt-save'));
    await waitFor(() =>
      expect(within(screen.getAllByTestId('media-card')[0]!).getByTestId('media-alt-ar').textContent).toBe(
        'الشعار الجديد',
      ),
    );
    expect(JSON.parse(calls('PUT')[0]![1]!.body as string)).toEqual({
      alt_ar: 'الشعار الجديد',
      alt_en: 'Company logo',
    });
  });

  it("keeps the dialog open with the server's message when an edit is refused", async () => {
    useFake({ refuseEdit: 'النص البديل طويل جداً (500 حرف على الأكثر)' });
    renderPage();
    const [first] = await screen.findAllByTestId('media-card');
    fireEvent.click(within(first!).getByTestId('media-edit'));
    fireEvent.click(await screen.findByTestId('media-alt-save'));
    expect((await screen.findByTestId('media-alt-error')).textContent).toBe(
      'النص البديل طويل جداً (500 حرف على الأكثر)',
    );
  });

  it('deletes an item after confirmation', async () => {
    useFake();
    renderPage();
    const [, second] = await screen.findAllByTestId('media-card');
    fireEvent.click(within(second!).getByTestId('media-delete'));
    expect(calls('DELETE')).toHaveLength(0);
    fireEvent.click(await screen.findByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(cardIds()).toEqual(['m1']));
    expect(callUrl(calls('DELETE')[0]![0]).path).toBe('/api/admin/media/m2');
  });
});

describe('MediaPicker', () => {
  /** A picker alone, its value in state (as a controlled field), its last change shown. */
  function Harness({ initial = null, kind }: { initial?: MediaRef | null; kind?: 'image' | 'pdf' }) {
    const [value, setValue] = useState<MediaRef | null>(initial);
    return (
      <>
        <MediaPicker value={value} onChange={setValue} kind={kind} aria-label="الصورة" />
        <output data-testid="picked">{JSON.stringify(value)}</output>
      </>
    );
  }
  const picked = () => JSON.parse(screen.getByTestId('picked').textContent!) as MediaRef | null;

  it('picks an image from the library, listed by kind, and hands over its MediaRef', async () => {
    useFake();
    renderAdminPage('/admin/news', <Harness kind="image" />);
    expect(screen.getByTestId('media-picker-none').textContent).toBe('لم يُختر ملف');
    expect(screen.queryByTestId('media-picker-remove')).toBeNull();
    fireEvent.click(screen.getByTestId('media-picker-choose'));
    const items = await screen.findAllByTestId('media-picker-item');
    expect(items.map((item) => item.getAttribute('data-id'))).toEqual(['m1']);
    expect(listReads().at(-1)?.get('kind')).toBe('image');
    fireEvent.click(items[0]!);
    await waitFor(() => expect(picked()?.id).toBe('m1'));
    const {
      filename: _name,
      size: _size,
      created_at: _c,
      updated_at: _u,
      ...ref
    } = image('m1', {
      filename: 'logo.png',
      alt_ar: 'شعار الشركة',
      alt_en: 'Company logo',
    });
    expect(picked()).toEqual(ref);
    const current = screen.getByTestId('media-picker-current');
    expect(within(current).getByTestId('media-thumb').getAttribute('src')).toBe('/media/m1/w320.webp');
  });

  it('searches the library inside the dialog', async () => {
    useFake();
    renderAdminPage('/admin/news', <Harness />);
    fireEvent.click(screen.getByTestId('media-picker-choose'));
    await waitFor(() => expect(screen.getAllByTestId('media-picker-item')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('media-picker-search'), { target: { value: 'profile' } });
    await waitFor(() =>
      expect(screen.getAllByTestId('media-picker-item').map((item) => item.getAttribute('data-id'))).toEqual(['m2']),
    );
    expect(listReads().at(-1)?.get('q')).toBe('profile');
  });

  it('removes the choice', async () => {
    useFake();
    renderAdminPage('/admin/news', <Harness initial={pdf('m2', { alt_ar: 'ملف الشركة' })} kind="pdf" />);
    expect(screen.getByTestId('media-picker-current').textContent).toContain('ملف الشركة');
    expect(screen.getByTestId('media-picker-current').getAttribute('href')).toBe('/media/m2/original.pdf');
    fireEvent.click(screen.getByTestId('media-picker-remove'));
    await waitFor(() => expect(picked()).toBeNull());
    expect(screen.getByTestId('media-picker-none')).toBeTruthy();
  });

  it('uploads inside the dialog and picks the new file, without leaving the form', async () => {
    useFake();
    renderAdminPage('/admin/news', <Harness kind="image" />);
    fireEvent.click(screen.getByTestId('media-picker-choose'));
    fireEvent.click(await screen.findByRole('tab', { name: 'رفع ملف جديد' }));
    const form = await screen.findByTestId('media-picker-upload-form');
    fireEvent.change(within(form).getByTestId('media-picker-upload-file'), {
      target: { files: [testFile('profile.jpg', 'image/jpeg')] },
    });
    fireEvent.change(within(form).getByTestId('media-picker-upload-alt-ar'), { target: { value: 'صورة' } });
    fireEvent.change(within(form).getByTestId('media-picker-upload-alt-en'), { target: { value: 'Photo' } });
    fireEvent.click(within(form).getByTestId('media-picker-upload-submit'));
    await waitFor(() => expect(picked()?.id).toBe('m9'));
    expect(picked()).toMatchObject({ kind: 'image', alt_ar: 'صورة', alt_en: 'Photo' });
    expect(calls('POST')).toHaveLength(1);
  });

  it('works as an antd Form.Item: the form submits what was picked', async () => {
    useFake();
    const submitted = vi.fn();
    function FormHarness() {
      return (
        <Form onFinish={submitted} initialValues={{ image: null }}>
          <Form.Item name="image" label="الصورة">
            <MediaPicker value={null} onChange={() => undefined} kind="image" />
          </Form.Item>
          <Button htmlType="submit" data-testid="form-submit">
            حفظ
          </Button>
        </Form>
      );
    }
    renderAdminPage('/admin/news', <FormHarness />);
    fireEvent.click(screen.getByTestId('media-picker-choose'));
    fireEvent.click((await screen.findAllByTestId('media-picker-item'))[0]!);
    await waitFor(() => expect(screen.getByTestId('media-picker-current')).toBeTruthy());
    fireEvent.click(screen.getByTestId('form-submit'));
    await waitFor(() => expect(submitted).toHaveBeenCalled());
    expect(submitted.mock.calls[0]![0].image).toMatchObject({ id: 'm1', kind: 'image' });
  });
});
