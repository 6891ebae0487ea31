/**
 * Server side of a page render (`render-page.tsx`, in the bundles' server builds): renders a
 * React element to HTML once every lazy component and Suspense boundary in it has resolved,
 * which is what the page looks like after the client has loaded its chunks, and what it hydrates.
 */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The element's HTML fragment once every Suspense boundary resolved, in place (the CSP allows no
 * inline script to move one). Throws a component's first error: the client renders instead.
 */
export async function renderStatic(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError: (error) => void errors.push(error),
  });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
