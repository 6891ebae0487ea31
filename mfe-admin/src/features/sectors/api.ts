import { adminApi } from '../../shared/admin-api.ts';
import { useCallback, useEffect, useState } from 'react';
import type { SectorRecord } from '@consulting/contracts';

/** The icon class a new sector starts with (spec §3 "Sector": an industry class). */
export const DEFAULT_SECTOR_ICON = 'fas fa-industry';

/** The fields the add/edit dialog sends (spec §3 "Sector", §5). */
export interface SectorInput {
  name_ar: string;
  name_en: string;
  description_ar: string;
  description_en: string;
  icon: string;
  sort_order: number;
  is_active: 0 | 1;
}

/** Spec §5: the sort order is numeric; anything non-numeric (or blank) becomes 0. */
export function toSortOrder(raw: unknown): number {
  const n = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() ? Number(raw.trim()) : NaN;
  return Number.isSafeInteger(Math.trunc(n)) ? Math.trunc(n) : 0;
}

export type SectorsState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; sectors: SectorRecord[] };

/**
 * The sectors list: GET /api/admin/sectors → `{success, sectors}` (inactive included).
 * `reload` fetches again (the retry button); `put` and `drop` change the local list after a save
 * or a delete.
 */
export function useAdminSectors(): SectorsState & {
  reload: () => void;
  put: (sector: SectorRecord) => void;
  drop: (id: string) => void;
} {
  const [result, setResult] = useState<SectorsState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    adminApi<{ sectors?: SectorRecord[] }>('/admin/sectors', { signal: controller.signal })
      .then((reply) => setResult({ state: 'ready', sectors: reply.sectors ?? [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const put = useCallback((sector: SectorRecord) => {
    setResult((prev) => {
      if (prev.state !== 'ready') return prev;
      const exists = prev.sectors.some((s) => s.id === sector.id);
      const sectors = exists ? prev.sectors.map((s) => (s.id === sector.id ? sector : s)) : [...prev.sectors, sector];
      return { state: 'ready', sectors: [...sectors].sort((a, b) => a.sort_order - b.sort_order) };
    });
  }, []);
  const drop = useCallback((id: string) => {
    setResult((prev) =>
      prev.state === 'ready' ? { state: 'ready', sectors: prev.sectors.filter((s) => s.id !== id) } : prev,
    );
  }, []);
  return { ...result, reload, put, drop };
}

/** POST /api/admin/sectors → 201 `{success, sector}`. Throws `ApiError` (401 also signs out). */
export async function createSector(input: SectorInput): Promise<SectorRecord> {
  const reply = await adminApi<{ sector: SectorRecord }>('/admin/sectors', { method: 'POST', body: input });
  return reply.sector;
}

/** PUT /api/admin/sectors/:id → `{success, sector}`. Throws `ApiError` (401 also signs out). */
export async function updateSector(id: string, input: SectorInput): Promise<SectorRecord> {
  const reply = await adminApi<{ sector: SectorRecord }>(`/admin/sectors/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return reply.sector;
}

/** DELETE /api/admin/sectors/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteSector(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/sectors/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
