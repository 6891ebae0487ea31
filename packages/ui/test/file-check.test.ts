import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkPdfAttachment, checkUpload } from '../src/file-check.ts';

const TESTDATA = path.resolve(import.meta.dirname, '../../../../shared/testdata');
const testdata = (name: string) => readFileSync(path.join(TESTDATA, name));
const FIVE_MIB = 5 * 1024 * 1024;

/** A file of `size` bytes that starts with the PDF signature. */
function pdfOfSize(size: number): File {
  const bytes = new Uint8Array(size);
  bytes.set([0x25, 0x50, 0x44, 0x46, 0x2d]);
  return new File([bytes], 'big.pdf', { type: 'application/pdf' });
}

describe('checkPdfAttachment (spec §5: PDF by content, under 5 MiB)', () => {
  it('accepts a real PDF', async () => {
    const file = new File([testdata('project-brief.pdf')], 'project-brief.pdf', { type: 'application/pdf' });
    expect(await checkPdfAttachment(file)).toEqual({ ok: true });
  });

  it('refuses an EXE renamed to .pdf with a PDF MIME type', async () => {
    const file = new File([testdata('not-a-pdf.pdf')], 'not-a-pdf.pdf', { type: 'application/pdf' });
    expect(await checkPdfAttachment(file)).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses an empty file', async () => {
    expect(await checkPdfAttachment(new File([], 'empty.pdf'))).toEqual({ ok: false, reason: 'type' });
  });

  it('refuses a PDF of exactly 5 MiB and accepts one byte less', async () => {
    expect(await checkPdfAttachment(pdfOfSize(FIVE_MIB))).toEqual({ ok: false, reason: 'size' });
    expect(await checkPdfAttachment(pdfOfSize(FIVE_MIB - 1))).toEqual({ ok: true });
  });
});

describe('checkUpload', () => {
  it('hands the first 8 bytes to the given test', async () => {
    let seen: number[] = [];
    const file = new File([new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])], 'x.bin');
    expect(await checkUpload(file, (head) => ((seen = [...head]), true))).toEqual({ ok: true });
    expect(seen).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});
