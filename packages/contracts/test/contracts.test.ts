import { describe, expect, it } from 'vitest';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  describeUserAgent,
  hasPdfSignature,
  JOIN_APPLICATION_STATUS_LABELS,
  JOIN_APPLICATION_STATUSES,
  MAX_UPLOAD_BYTES,
  requestStatusLabel,
  trackFromLocation,
} from '../src/index.ts';

const testdata = path.resolve(import.meta.dirname, '../../../../shared/testdata');

describe('trackFromLocation (spec §2 track request form)', () => {
  it('takes the third path segment, then ?track=, then unknown', () => {
    expect(trackFromLocation('/services/launch/request', '')).toBe('launch');
    expect(trackFromLocation('/services/intellectual-property/request', '?track=events')).toBe('intellectual-property');
    expect(trackFromLocation('/services/nope/request', '?track=events')).toBe('events');
    expect(trackFromLocation('/services/nope/request', '?track=nope')).toBe('unknown');
    expect(trackFromLocation('/services', '')).toBe('unknown');
  });
});

describe('requestStatusLabel (spec §4)', () => {
  it('labels known statuses in both languages', () => {
    expect(requestStatusLabel('reviewing', 'service')).toMatchObject({ ar: 'قيد المراجعة', en: 'under review' });
  });
  it('shows a missing status as pending for services and new for opportunities, unknown as new', () => {
    expect(requestStatusLabel(undefined, 'service').en).toBe('pending');
    expect(requestStatusLabel(null, 'opportunity').en).toBe('new');
    expect(requestStatusLabel('archived', 'service').ar).toBe('جديد');
  });
});

describe('JOIN_APPLICATION_STATUS_LABELS (spec §4 "Join application status")', () => {
  it('labels each of the four statuses in Arabic and English', () => {
    expect(Object.keys(JOIN_APPLICATION_STATUS_LABELS)).toEqual([...JOIN_APPLICATION_STATUSES]);
    expect(JOIN_APPLICATION_STATUS_LABELS.pending).toMatchObject({ ar: 'قيد الانتظار', en: 'pending' });
    expect(JOIN_APPLICATION_STATUS_LABELS.under_review).toMatchObject({ ar: 'قيد المراجعة', en: 'under review' });
    expect(JOIN_APPLICATION_STATUS_LABELS.approved).toMatchObject({ ar: 'مقبول', en: 'approved' });
    expect(JOIN_APPLICATION_STATUS_LABELS.cancelled).toMatchObject({ ar: 'ملغي', en: 'cancelled' });
  });
});

describe('uploads (spec §5)', () => {
  it('recognises a real PDF by its bytes and refuses an executable named .pdf', async () => {
    expect(hasPdfSignature(await readFile(path.join(testdata, 'project-brief.pdf')))).toBe(true);
    expect(hasPdfSignature(await readFile(path.join(testdata, 'not-a-pdf.pdf')))).toBe(false);
    expect(hasPdfSignature(new Uint8Array([0x25, 0x50]))).toBe(false);
  });
  it('accepts at most one byte under 5 MiB', () => {
    expect(MAX_UPLOAD_BYTES).toBe(5 * 1024 * 1024 - 1);
  });
});

describe('resolvePage (spec §2 route table)', () => {
  it('knows public pages, tracks, track requests, news items and private areas', async () => {
    const { resolvePage } = await import('../src/index.ts');
    expect(resolvePage('/about/team')).toMatchObject({ kind: 'public', path: '/about/team' });
    expect(resolvePage('/about/team/')).toMatchObject({ kind: 'public', path: '/about/team' });
    expect(resolvePage('/services/launch')).toEqual({ kind: 'track', slug: 'launch', request: false });
    expect(resolvePage('/services/events/request')).toEqual({ kind: 'track', slug: 'events', request: true });
    expect(resolvePage('/tracks/innovation')).toEqual({ kind: 'track', slug: 'innovation', request: false });
    expect(resolvePage('/tracks/overview')).toEqual({ kind: 'tracks-overview' });
    expect(resolvePage('/news/abc')).toEqual({ kind: 'news-item', id: 'abc' });
    expect(resolvePage('/admin/news')).toMatchObject({ kind: 'private' });
    expect(resolvePage('/user/dashboard')).toMatchObject({ kind: 'private' });
  });
  it('returns null for paths no page serves', async () => {
    const { resolvePage } = await import('../src/index.ts');
    expect(resolvePage('/services/unknown')).toBeNull();
    expect(resolvePage('/tracks/launch/request')).toBeNull();
    expect(resolvePage('/nowhere')).toBeNull();
  });
});

describe('describeUserAgent (the session lists)', () => {
  it('names the browser and the system, Edge before Chrome and Chrome before Safari', () => {
    const edge =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
    expect(describeUserAgent(edge, '?')).toBe('Edge · Windows');
    expect(describeUserAgent(iphone, '?')).toBe('Safari · iOS');
    expect(describeUserAgent('curl/8.0', 'Unknown device')).toBe('Unknown device');
    expect(describeUserAgent(undefined, 'Unknown device')).toBe('Unknown device');
  });
});
