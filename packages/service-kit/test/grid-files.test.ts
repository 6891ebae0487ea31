/**
 * GridFileStore against a real database: files read back byte for byte, and a save that fails
 * part-way leaves nothing behind (nothing half-written remains for a submission that failed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';
import { GridFileStore } from '../src/index.ts';
import { openTestDatabase } from '../test-support/index.ts';

let connection: Connection;
beforeAll(async () => {
  connection = await openTestDatabase('kit_gridfs');
});
afterAll(async () => {
  await connection.dropDatabase();
  await connection.close();
});

const metadata = (name: string, size: number) => ({ original_name: name, size, mime: 'application/pdf' });
type Meta = ReturnType<typeof metadata>;
const byOriginalName = { filenameOf: (m: Meta) => m.original_name };

describe('GridFileStore.save', () => {
  it('stores a file of several chunks that reads back byte for byte', async () => {
    const store = new GridFileStore<Meta>(connection, 'gridfs_roundtrip', byOriginalName);
    const bytes = Buffer.alloc(600 * 1024, 7); // three 255 KiB chunks
    const id = await store.save(bytes, metadata('brief.pdf', bytes.length));
    const found = await store.find(id.toString());
    const read: Buffer[] = [];
    for await (const chunk of found!.open()) read.push(chunk as Buffer);
    expect(Buffer.concat(read).equals(bytes)).toBe(true);
    expect(await connection.db!.collection('gridfs_roundtrip.chunks').countDocuments({ files_id: id })).toBe(3);
  });

  it('removes the chunks it wrote when the file record cannot be stored, and rejects', async () => {
    // A unique file name makes the second save fail at its last step (the `.files` insert),
    // after its chunks are written: the half-write a failing database can leave.
    const store = new GridFileStore<Meta>(connection, 'gridfs_half', byOriginalName);
    await connection.db!.collection('gridfs_half.files').createIndex({ filename: 1 }, { unique: true });
    const bytes = Buffer.alloc(300 * 1024, 1); // two chunks
    await store.save(bytes, metadata('same.pdf', bytes.length));
    await expect(store.save(bytes, metadata('same.pdf', bytes.length))).rejects.toMatchObject({ code: 11000 });

    const files = await connection.db!.collection('gridfs_half.files').find().toArray();
    expect(files).toHaveLength(1);
    const chunks = await connection.db!.collection('gridfs_half.chunks').find().toArray();
    expect(chunks.map((c) => String(c.files_id))).toEqual([String(files[0]._id), String(files[0]._id)]);
  });
});
