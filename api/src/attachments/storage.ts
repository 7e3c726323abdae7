// Where attachment bytes live: files on disk under one folder (default `.data/attachments`), named by a
// random key, never by anything the user sent. A write goes to a temporary name first and is renamed once
// checked, so a refused or interrupted upload leaves nothing behind.
import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredUpload {
  /** Temporary path of the bytes until commit() or discard(). */
  path: string;
  size: number;
  sha256: string;
  commit(): Promise<string>;
  discard(): Promise<void>;
}

export class DiskStorage {
  constructor(readonly dir: string) {}

  private async ready() {
    await mkdir(join(this.dir, 'tmp'), { recursive: true });
  }

  /** Streams `source` to a temporary file (the caller's limits apply to the stream). */
  async receive(source: Readable): Promise<StoredUpload> {
    await this.ready();
    const key = randomUUID();
    const path = join(this.dir, 'tmp', key);
    const hash = createHash('sha256');
    let size = 0;
    const count = new Transform({
      transform(chunk: Buffer, _enc, done) {
        size += chunk.length;
        hash.update(chunk);
        done(null, chunk);
      },
    });
    try {
      await pipeline(source, count, createWriteStream(path, { mode: 0o600 }));
    } catch (err) {
      await rm(path, { force: true });
      throw err;
    }
    return {
      path,
      size,
      sha256: hash.digest('hex'),
      commit: async () => {
        await rename(path, join(this.dir, key));
        return key;
      },
      discard: () => rm(path, { force: true }),
    };
  }

  private pathOf(key: string): string {
    if (!/^[0-9a-f-]{36}$/.test(key)) throw new Error('invalid storage key');
    return join(this.dir, key);
  }

  async open(key: string): Promise<{ stream: Readable; size: number }> {
    const path = this.pathOf(key);
    const { size } = await stat(path);
    return { stream: createReadStream(path), size };
  }

  async remove(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
