import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useSession } from '@consulting/platform';
import type { AuditEntryRecord } from '@consulting/contracts';
import { json, renderAdminPage, stubFetch, TEST_ADMIN } from '../test-support.tsx';
import { auditChanges, auditValueText } from './audit-diff.ts';
import { RecordHistory } from './RecordHistory.tsx';

function entry(id: string, extra: Partial<AuditEntryRecord>): AuditEntryRecord {
  return {
    id,
    actor_id: 'a1',
    actor_email: 'admin@example.com',
    entity: 'join_application',
    entity_id: 'j1',
    action: 'update',
    before: null,
    after: null,
    at: '2025-03-04T09:30:00.000Z',
    ...extra,
  };
}

const LONG = 'خبرة '.repeat(60).trim();

const TRAIL = [
  entry('e2', {
    actor_email: 'noura@example.com',
    before: {
      id: 'j1',
      status: 'pending',
      admin_notes: '',
      full_name: 'سارة',
      experience: 'قصيرة',
      score: 3,
      updated_at: '2025-03-01T00:00:00Z',
    },
    after: {
      id: 'j1',
      status: 'approved',
      admin_notes: 'مقابلة الأحد',
      full_name: 'سارة',
      experience: LONG,
      score: 4,
      updated_at: '2025-03-04T09:30:00Z',
    },
  }),
  entry('e1', {
    action: 'create',
    at: '2025-03-01T08:00:00.000Z',
    after: { id: 'j1', status: 'pending', is_active: 1 },
  }),
];

beforeEach(() => useSession.getState().signInAdmin(TEST_ADMIN, 'adm-1'));
afterEach(() => vi.unstubAllGlobals());

describe('auditChanges (a readable field-by-field difference)', () => {
  it('keeps only the fields whose value changed, ignoring key order, id and updated_at', () => {
    expect(
      auditChanges(
        { id: 'x', status: 'new', tags: { a: 1, b: 2 }, notes: '', updated_at: '1' },
        { id: 'x', status: 'approved', tags: { b: 2, a: 1 }, notes: null, updated_at: '2' },
      ),
    ).toEqual([{ field: 'status', before: 'new', after: 'approved' }]);
  });

  it('lists the fields a create set and a delete removed, leaving empty ones out', () => {
    expect(auditChanges(null, { status: 'new', admin_notes: '' }).map((c) => c.field)).toEqual(['status']);
    expect(auditChanges({ name: 'سارة', phone: null }, null)).toEqual([
      { field: 'name', before: 'سارة', after: undefined },
    ]);
    expect(auditChanges(null, null)).toEqual([]);
  });

  it('writes values for reading', () => {
    expect(auditValueText(true)).toBe('نعم');
    expect(auditValueText(null)).toBe('—');
    expect(auditValueText(['أ', 'ب'])).toBe('أ، ب');
    expect(auditValueText({ text: 'شكراً', admin_email: 'a@b.c' })).toBe('text: شكراً | admin_email: a@b.c');
  });
});

describe('RecordHistory (who, when, what changed)', () => {
  it('shows each entry with its admin, Arabic time, action and only the changed fields', async () => {
    const api = stubFetch(async (url) =>
      url === '/api/admin/join-applications/j1/audit'
        ? json(200, { success: true, audit: TRAIL })
        : json(200, { valid: true }),
    );
    renderAdminPage('/admin/join-applications', <RecordHistory entity="join_application" id="j1" />);
    const entries = await screen.findAllByTestId('audit-entry');
    expect(api.calls('GET').filter(([u]) => u.endsWith('/audit'))[0][1]!.headers).toMatchObject({
      Authorization: 'Bearer adm-1',
    });
    expect(entries.map((e) => e.getAttribute('data-id'))).toEqual(['e2', 'e1']);
    const [update, create] = entries;
    expect(within(update).getByTestId('audit-actor').textContent).toBe('noura@example.com');
    expect(within(update).getByTestId('audit-action').textContent).toBe('تعديل');
    expect(within(update).getByTestId('audit-at').textContent).toBe(
      new Date('2025-03-04T09:30:00.000Z').toLocaleString('ar-SA', {
        year: 'numeric',
        month: 'long',
        day: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      }),
    );
    const rows = within(update).getAllByTestId('audit-change');
    expect(rows.map((r) => r.getAttribute('data-field'))).toEqual(['status', 'admin_notes', 'experience', 'score']);
    expect(rows.map((r) => within(r).getByTestId('audit-field').textContent)).toEqual([
      'الحالة',
      'ملاحظات الإدارة',
      'الخبرة',
      'score',
    ]);
    expect(within(rows[0]).getByTestId('audit-before').textContent).toBe('pending');
    expect(within(rows[0]).getByTestId('audit-after').textContent).toBe('approved');
    expect(within(rows[1]).getByTestId('audit-before').textContent).toBe('—');
    expect(within(update).queryByText('سارة')).toBeNull();

    // A long value is cut, and shown whole on request.
    const after = within(rows[2]).getByTestId('audit-after');
    expect(after.textContent).not.toContain(LONG);
    fireEvent.click(within(after).getByTestId('audit-expand'));
    await waitFor(() => expect(after.textContent).toContain(LONG));

    expect(within(create).getByTestId('audit-action').textContent).toBe('إنشاء');
    const created = within(create).getAllByTestId('audit-change');
    expect(created.map((r) => r.getAttribute('data-field'))).toEqual(['status', 'is_active']);
    expect(within(created[1]).getByTestId('audit-after').textContent).toBe('نعم');
  });

  it('shows the empty state, and an error with retry', async () => {
    const answers = [500, 500, 500, 200];
    stubFetch(async (url) => {
      if (!url.endsWith('/audit')) return json(200, { valid: true });
      const status = answers.shift() ?? 200;
      return status === 200 ? json(200, { success: true, audit: [] }) : json(status, { success: false });
    });
    renderAdminPage('/admin/join-applications', <RecordHistory entity="user" id="u1" />);
    expect(await screen.findByTestId('audit-error')).toBeTruthy();
    expect(screen.getByText('فشل في تحميل السجل')).toBeTruthy();
    fireEvent.click(screen.getByTestId('audit-retry'));
    expect(await screen.findByText('لا توجد تغييرات مسجلة')).toBeTruthy();
  });
});
