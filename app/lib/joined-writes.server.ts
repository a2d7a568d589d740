import { Transform } from "node:stream";

/** A piece this size or larger goes on at once. */
const JOIN_LIMIT = 64 * 1024;

/**
 * A stream that passes on what was written to it, with the pieces written in one turn of the
 * event loop joined into one.
 *
 * React writes a page in pieces of about 2 KB. Each piece then went on by itself through the
 * web stream, gzip and the socket, or into the member page cache's copy: about a hundred trips
 * for the coach's client list, each with its own callbacks and a call into zlib. A page that
 * React renders in one go now goes on as one piece. A page that streams (a suspended part
 * arriving later) still streams: each turn's pieces go on at the end of that turn.
 */
export function joinedWrites(onFinal?: () => void): Transform {
  let pending: Uint8Array[] = [];
  let size = 0;
  let scheduled = false;
  const stream = new Transform({
    transform(chunk: Uint8Array, _encoding, callback) {
      pending.push(chunk);
      size += chunk.byteLength;
      if (size >= JOIN_LIMIT) passOn();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(passOn);
      }
      callback();
    },
    flush(callback) {
      passOn();
      callback();
    },
    final(callback) {
      onFinal?.();
      callback();
    },
  });
  function passOn() {
    scheduled = false;
    if (size === 0 || stream.destroyed) return;
    const joined = pending.length === 1 ? pending[0] : Buffer.concat(pending, size);
    pending = [];
    size = 0;
    stream.push(joined);
  }
  return stream;
}
