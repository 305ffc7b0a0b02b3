import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { previewKey, type LocalDiskBlobStore } from '@app/blob-store';
import { deleteClient } from '../../src/accessibility/clients/client-deletion.js';
import { runCli } from '../support/service-process.js';
import { startTestApp, type TestApp } from '../support/test-runtime.js';
import { a11yClient, pdf, sha256 } from './a11y-client.js';

// Deleting a client removes the stored files (blob and preview) its records used, except those a
// record of another client still needs: blobs are one per distinct file, shared by every client.

let t: TestApp;
let blobs: LocalDiskBlobStore;

beforeAll(async () => {
  t = await startTestApp();
  blobs = t.runtime.blobs as LocalDiskBlobStore;
});

afterAll(async () => {
  await t.close();
});

const stored = (key: string) => fs.existsSync(blobs.pathOf(key));
const recordsOf = (clientId: number) => t.runtime.prisma.a11yContent.findMany({ where: { clientId } });

/** A preview stored beside the content's blob, as the worker stores an Office file's. */
async function storePreview(hash: string): Promise<void> {
  const staged = blobs.stagingPath();
  fs.writeFileSync(staged, '%PDF-1.7 preview');
  await blobs.put(previewKey(hash), staged);
}

describe('pnpm cli a11y:client:delete', () => {
  it('removes the client’s blobs and previews, but not those another client’s records still need', async () => {
    const [alice, bob] = [await a11yClient(t, 1), await a11yClient(t, 2)];
    const [own, shared] = [pdf(), pdf()];
    await alice.upload(own).expect(202);
    await alice.upload(shared).expect(202);
    await bob.upload(shared).expect(202);
    for (const file of [own, shared]) await storePreview(sha256(file));

    const env = { DATABASE_URL: t.db.url, DATA_DIR: t.runtime.config.dataDir };
    expect(await runCli(['a11y:client:delete', '--client-id', '1'], env)).toMatchObject({
      code: 0,
      stdout: 'Deleted accessibility client 1\n',
    });

    expect(await recordsOf(1)).toEqual([]);
    expect(stored(sha256(own))).toBe(false);
    expect(stored(previewKey(sha256(own)))).toBe(false);
    expect(stored(sha256(shared))).toBe(true);
    expect(stored(previewKey(sha256(shared)))).toBe(true);
    await bob.status(sha256(shared)).expect(200);

    expect(await runCli(['a11y:client:delete', '--client-id', '2'], env)).toMatchObject({ code: 0 });
    expect(stored(sha256(shared))).toBe(false);
    expect(stored(previewKey(sha256(shared)))).toBe(false);
  });
});

describe('deleting a client while another client uploads the same file', () => {
  it('never removes the blob that the upload’s record, committed just after, needs', async () => {
    const [carol, dave] = [await a11yClient(t, 3), await a11yClient(t, 4)];
    const file = pdf();
    const hash = sha256(file);
    await carol.upload(file).expect(202);

    // Hold Dave's upload between storing the blob and inserting its record.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let blobStored!: () => void;
    const reachedGate = new Promise<void>((resolve) => (blobStored = resolve));
    const put = blobs.put.bind(blobs);
    blobs.put = async (key, staged) => {
      await put(key, staged);
      if (key === hash) {
        blobStored();
        await gate;
      }
    };
    try {
      const upload = dave.upload(file).then((res) => res);
      await reachedGate;
      const deletion = deleteClient(t.runtime.prisma, t.runtime.blobs, 3);
      await new Promise((resolve) => setTimeout(resolve, 500)); // time enough to remove the blob, unless it waits
      release();
      expect((await upload).status).toBe(202);
      expect(await deletion).toBe(true);
    } finally {
      blobs.put = put;
    }

    expect(await recordsOf(3)).toEqual([]);
    expect(await recordsOf(4)).toEqual([expect.objectContaining({ hash })]);
    expect(stored(hash)).toBe(true);
    expect(fs.readFileSync(blobs.pathOf(hash))).toEqual(file);
  });
});
