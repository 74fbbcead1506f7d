import { Transform, type TransformCallback } from 'node:stream';

/**
 * The page's HTML stream with `html` put right after its opening `<body …>` tag, once. React
 * writes that tag among the shell's first bytes (attribute values have their `<` and `>`
 * escaped, so the first `<body` is the tag); bytes are searched, never decoded, so a character
 * split between two chunks stays whole. `onEnd` runs once the whole page has gone through.
 */
export function insertAfterBodyOpens(html: string, onEnd: () => void): Transform {
  let held: Buffer | null = null;
  let inserted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      if (inserted) {
        callback(null, chunk);
        return;
      }
      const text: Buffer = held ? Buffer.concat([held, chunk]) : chunk;
      const open = text.indexOf('<body');
      const end = open < 0 ? -1 : text.indexOf('>', open);
      if (end < 0) {
        held = text;
        callback();
        return;
      }
      inserted = true;
      held = null;
      callback(
        null,
        Buffer.concat([text.subarray(0, end + 1), Buffer.from(html), text.subarray(end + 1)]),
      );
    },
    flush(callback: TransformCallback) {
      onEnd();
      callback(null, held ?? undefined);
    },
  });
}
