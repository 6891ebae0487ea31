import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffListResponse, StaffRecord, StaffRole } from '@consulting/contracts';
import { adminApi } from '../../shared/admin-api.ts';

const STAFF_KEY = ['admin', 'staff'] as const;

/** The staff list: `GET /api/admin/staff` → every admin and editor, oldest first. */
export function useStaffList() {
  return useQuery({
    queryKey: STAFF_KEY,
    queryFn: async ({ signal }) => (await adminApi<StaffListResponse>('/admin/staff', { signal })).staff,
  });
}

/** `POST /api/admin/staff` `{name, email, role}` → the new member (mailed a link to choose their password). */
export function useAddStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { name: string; email: string; role: StaffRole }) =>
      adminApi<{ success: true; staff: StaffRecord }>('/admin/staff', { method: 'POST', body }),
    onSettled: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** `PATCH /api/admin/staff/:id` `{role?, is_active?}`. */
export function useUpdateStaff() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string; role?: StaffRole; is_active?: boolean }) =>
      adminApi<{ success: true; staff: StaffRecord }>(`/admin/staff/${encodeURIComponent(id)}`, {
        method: 'PATCH',
        body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: STAFF_KEY }),
  });
}

/** `POST /api/admin/staff/:id/reset-password`: their password is removed and a link to choose a new one mailed. */
export function useResetStaffPassword() {
  return useMutation({
    mutationFn: (id: string) =>
      adminApi<{ success: true }>(`/admin/staff/${encodeURIComponent(id)}/reset-password`, { method: 'POST' }),
  });
}
