/**
 * Server side of a bundle's prerender (`src/prerender.tsx`, built by `createPrerenderConfig`):
 * renders a React element to static HTML once every lazy component and Suspense boundary in it
 * has resolved, which is what the page looks like after the client has loaded its chunks.
 */
import type { ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';

/**
 * The element's HTML (a fragment: no doctype, no `<html>`), after all Suspense boundaries
 * resolved. Throws the first error a component threw, so a broken page fails the build instead
 * of shipping an error state as its prerender.
 */
export async function renderStatic(element: ReactElement): Promise<string> {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(element, { onError: (error) => void errors.push(error) });
  let html = '';
  for await (const chunk of prelude) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  return html;
}
