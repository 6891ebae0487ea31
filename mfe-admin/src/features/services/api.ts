import { adminApi } from '../../shared/admin-api.ts';
import { useCallback, useEffect, useState } from 'react';
import type { ServiceRecord } from '@consulting/contracts';

/** The icon class a new service starts with (spec §3 "Service": a cog class). */
export const DEFAULT_SERVICE_ICON = 'fas fa-cog';

/** The fields the add/edit dialog sends (spec §3 "Service", §5). */
export interface ServiceInput {
  title_ar: string;
  title_en: string;
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

export type ServicesState =
  { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; services: ServiceRecord[] };

/**
 * The services list: GET /api/admin/services → `{success, services}` (inactive included).
 * `reload` fetches again (the retry button); `put` and `drop` change the local list after a save
 * or a delete.
 */
export function useAdminServices(): ServicesState & {
  reload: () => void;
  put: (service: ServiceRecord) => void;
  drop: (id: string) => void;
} {
  const [result, setResult] = useState<ServicesState>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setResult({ state: 'loading' });
    adminApi<{ services?: ServiceRecord[] }>('/admin/services', { signal: controller.signal })
      .then((reply) => setResult({ state: 'ready', services: reply.services ?? [] }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setResult({ state: 'error', message: (error as Error).message });
      });
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const put = useCallback((service: ServiceRecord) => {
    setResult((prev) => {
      if (prev.state !== 'ready') return prev;
      const exists = prev.services.some((s) => s.id === service.id);
      const services = exists
        ? prev.services.map((s) => (s.id === service.id ? service : s))
        : [...prev.services, service];
      return { state: 'ready', services: [...services].sort((a, b) => a.sort_order - b.sort_order) };
    });
  }, []);
  const drop = useCallback((id: string) => {
    setResult((prev) =>
      prev.state === 'ready' ? { state: 'ready', services: prev.services.filter((s) => s.id !== id) } : prev,
    );
  }, []);
  return { ...result, reload, put, drop };
}

/** POST /api/admin/services → 201 `{success, service}`. Throws `ApiError` (401 also signs out). */
export async function createService(input: ServiceInput): Promise<ServiceRecord> {
  const reply = await adminApi<{ service: ServiceRecord }>('/admin/services', { method: 'POST', body: input });
  return reply.service;
}

/** PUT /api/admin/services/:id → `{success, service}`. Throws `ApiError` (401 also signs out). */
export async function updateService(id: string, input: ServiceInput): Promise<ServiceRecord> {
  const reply = await adminApi<{ service: ServiceRecord }>(`/admin/services/${encodeURIComponent(id)}`, {
    method: 'PUT',
    body: input,
  });
  return reply.service;
}

/** DELETE /api/admin/services/:id → `{success:true}`. Throws `ApiError` (401 also signs out). */
export async function deleteService(id: string): Promise<void> {
  await adminApi<unknown>(`/admin/services/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
