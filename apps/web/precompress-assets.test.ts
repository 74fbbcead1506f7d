import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressDirectory } from './precompress-assets.ts';

let dir = '';
afterEach(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe('precompressDirectory', () => {
  it('writes a Brotli and a gzip copy of every text file, small ones included, and none of images', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'souk-precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const script = 'export const greeting = "hello";\n'.repeat(200);
    await fs.writeFile(path.join(dir, 'assets', 'app-abc123.js'), script);
    await fs.writeFile(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    await fs.writeFile(path.join(dir, 'manifest.webmanifest'), '{"name":"Souk"}');
    await fs.writeFile(path.join(dir, 'icon.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(await precompressDirectory(dir)).toBe(3);

    const copies = async (file: string) => ({
      br: zlib.brotliDecompressSync(await fs.readFile(`${file}.br`)).toString(),
      gz: zlib.gunzipSync(await fs.readFile(`${file}.gz`)).toString(),
    });
    const js = path.join(dir, 'assets', 'app-abc123.js');
    expect(await copies(js)).toEqual({ br: script, gz: script });
    expect((await fs.stat(`${js}.br`)).size).toBeLessThan(script.length / 10);
    expect(await copies(path.join(dir, 'assets', 'tiny.css'))).toEqual({
      br: 'a{color:red}',
      gz: 'a{color:red}',
    });
    expect((await copies(path.join(dir, 'manifest.webmanifest'))).br).toBe('{"name":"Souk"}');
    const names = await fs.readdir(dir);
    expect(names.filter((name) => name.startsWith('icon.png'))).toEqual(['icon.png']);
  });
});
