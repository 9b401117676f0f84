import zlib from 'zlib';

/**
 * A page's compressed bytes with the end left open, so the runtime part (the server's configuration, a landing
 * link's inputs, `</body></html>`) can be appended per request without compressing anything: the build compresses
 * the page once at its best level and flushes to a byte boundary, and the server adds the rest as stored
 * (uncompressed) blocks and the stream's end. The runtime part is a few hundred bytes, so storing it costs little.
 */

/** Brotli's largest stored meta-block with a four-nibble length (RFC 7932 §9.2); longer parts take several. */
const BROTLI_STORED_MAX = 1 << 16;
/** Deflate's largest stored block (RFC 1951 §3.2.4). */
const DEFLATE_STORED_MAX = 0xffff;
/** Brotli's last meta-block, empty: ISLAST = 1, ISLASTEMPTY = 1. */
const BROTLI_END = Buffer.from([0x03]);
/** A gzip header: deflate, no name, no time, best compression, unknown system (RFC 1952 §2.3). */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0, 0, 0, 0, 0x02, 0xff]);

/** The page's brotli stream at the best level, flushed but not ended. */
export function openBrotli(bytes: Buffer): Buffer {
  const flush = zlib.constants.BROTLI_OPERATION_FLUSH;
  return zlib.brotliCompressSync(bytes, {
    flush, finishFlush: flush,
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY, [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
}

/** The page's raw deflate stream at the best level, sync-flushed (byte-aligned) but not ended. */
export function openDeflate(bytes: Buffer): Buffer {
  return zlib.deflateRawSync(bytes, { level: zlib.constants.Z_BEST_COMPRESSION, finishFlush: zlib.constants.Z_SYNC_FLUSH });
}

function pieces(bytes: Buffer, size: number): Buffer[] {
  const out: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) out.push(bytes.subarray(at, at + size));
  return out;
}

/** An open brotli stream with `tail` appended as stored meta-blocks, then ended. */
export function endBrotli(open: Buffer, tail: Buffer): Buffer {
  const blocks = pieces(tail, BROTLI_STORED_MAX).flatMap((piece) => {
    const m = piece.length - 1;
    // ISLAST = 0, MNIBBLES = 4 (coded 0), MLEN - 1 in 16 bits, ISUNCOMPRESSED = 1, then zero bits to the byte.
    const header = Buffer.from([(m & 0x1f) << 3, (m >> 5) & 0xff, ((m >> 13) & 0x07) | 0x08]);
    return [header, piece];
  });
  return Buffer.concat([open, ...blocks, BROTLI_END]);
}

/** An open deflate stream of a page's fixed part (its CRC-32 and length given) with `tail` appended as stored blocks, as one gzip member. */
export function endGzip(open: Buffer, head: { crc: number; length: number }, tail: Buffer): Buffer {
  const parts = tail.length > 0 ? pieces(tail, DEFLATE_STORED_MAX) : [tail];
  const blocks = parts.flatMap((piece, index) => {
    const header = Buffer.alloc(5);
    header[0] = index === parts.length - 1 ? 1 : 0; // BFINAL on the last, BTYPE 00 (stored); the open stream ends byte-aligned
    header.writeUInt16LE(piece.length, 1);
    header.writeUInt16LE(piece.length ^ 0xffff, 3);
    return [header, piece];
  });
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(zlib.crc32(tail, head.crc) >>> 0, 0);
  trailer.writeUInt32LE((head.length + tail.length) >>> 0, 4);
  return Buffer.concat([GZIP_HEADER, open, ...blocks, trailer]);
}

/** What an open brotli stream holds (ended with nothing more): how the server checks a build's file is of its page. */
export function brotliHolds(open: Buffer): Buffer {
  return zlib.brotliDecompressSync(Buffer.concat([open, BROTLI_END]));
}

/** What an open deflate stream holds. */
export function deflateHolds(open: Buffer): Buffer {
  return zlib.inflateRawSync(open, { finishFlush: zlib.constants.Z_SYNC_FLUSH });
}
