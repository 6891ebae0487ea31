import type { ReactElement } from 'react';
import { render as renderUi } from '@testing-library/react';
import { QueryRoot } from '@consulting/platform';
import type { UserRecord } from '@consulting/contracts';

/** Renders `ui` inside the query cache the route table gives every page. */
export const render = (ui: ReactElement) => renderUi(ui, { wrapper: QueryRoot });

/** A JSON reply of `status`. */
export const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A signed-in client. */
export const client: UserRecord = {
  id: '64b000000000000000000001',
  name: 'Sara',
  full_name: 'Sara',
  email: 'sara@example.com',
  role: 'client',
  is_active: true,
  created_at: '2026-01-01T00:00:00.000Z',
};
