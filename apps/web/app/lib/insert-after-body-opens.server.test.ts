import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { insertAfterBodyOpens } from './insert-after-body-opens.server.ts';

async function through(chunks: Buffer[], html: string) {
  let ended = 0;
  const out: Buffer[] = [];
  const stream = Readable.from(chunks).pipe(insertAfterBodyOpens(html, () => (ended += 1)));
  for await (const chunk of stream) out.push(chunk as Buffer);
  return { text: Buffer.concat(out).toString('utf8'), ended };
}

describe('insertAfterBodyOpens', () => {
  it('puts the text right after the opening body tag, once', async () => {
    const page = '<html><head><title>x</title></head><body class="a"><p>ü</p><body></html>';
    const { text, ended } = await through([Buffer.from(page)], '<script>s</script>');
    expect(text).toBe(
      '<html><head><title>x</title></head><body class="a"><script>s</script><p>ü</p><body></html>',
    );
    expect(ended).toBe(1);
  });

  it('finds the tag split between chunks and keeps a character split between them whole', async () => {
    const bytes = Buffer.from('<html><head></head><bo' + 'dy dir="rtl">مرحبا</body></html>');
    const cut = bytes.indexOf('مرحبا') + 1; // inside the first letter's two bytes
    const chunks = [bytes.subarray(0, 20), bytes.subarray(20, cut), bytes.subarray(cut)];
    const { text } = await through(chunks, '<i></i>');
    expect(text).toBe('<html><head></head><body dir="rtl"><i></i>مرحبا</body></html>');
  });

  it('passes a document without a body through as it is', async () => {
    const { text, ended } = await through([Buffer.from('<p>no body</p>')], '<i></i>');
    expect(text).toBe('<p>no body</p>');
    expect(ended).toBe(1);
  });
});
