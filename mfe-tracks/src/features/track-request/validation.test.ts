import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkAttachment, missingFields } from './validation.ts';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../../shared/testdata');
const testdata = (name: string) => readFileSync(path.join(TESTDATA, name));
const FIVE_MIB = 5 * 1024 * 1024;

/** A file of `size` bytes that starts with the PDF signature. */
function pdfOfSize(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], 'big.pdf', { type: 'application/pdf' });
}

describe('missingFields (spec §5)', () => {
  it('lists every required field of an empty form, in form order', () => {
    expect(missingFields({ name: '', email: '', phone: '', description: '' })).toEqual([
      'name',
      'email',
      'description',
    ]);
  });

  it('treats whitespace-only values as missing and lists only the missing ones', () => {
    expect(missingFields({ name: 'Sara', email: '  \t', phone: '', description: '\n  ' })).toEqual([
      'email',
      'description',
    ]);
  });

  it('does not require the phone', () => {
    expect(missingFields({ name: 'Sara', email: 'sara@example.com', phone: '', description: 'A brand' })).toEqual([]);
  });
});

describe('checkAttachment (spec §5: PDF by content, under 5 MiB)', () => {
  it('accepts a real PDF', async () => {
    const file = new File([testdata('project-brief.pdf')], 'project-brief.pdf', { type: 'application/pdf' });
    expect(await checkAttachment(file)).toEqual({ ok: true });
  });

  it('refuses an EXE renamed to .pdf with a PDF MIME type', async () => {
    const file = new File([testdata('not-a-pdf.pdf')], 'not-a-pdf.pdf', { type: 'application/pdf' });
    expect(await checkAttachment(file)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an empty file', async () => {
    expect(await checkAttachment(new File([], 'empty.pdf'))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a PDF of exactly 5 MiB and accepts one byte less', async () => {
    expect(await checkAttachment(pdfOfSize(FIVE_MIB))).toEqual({ ok: false, reason: 'size' });
    expect(await checkAttachment(pdfOfSize(FIVE_MIB - 1))).toEqual({ ok: true });
  });
});
