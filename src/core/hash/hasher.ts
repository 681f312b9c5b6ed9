/**
 * Incremental MD5 + CRC32 for the file-hash helper (spec §7: "produces MD5 and CRC32").
 *
 * Two engines behind one interface:
 * - `wasm`: hash-wasm's WebAssembly MD5 and CRC32 (≈ 3x spark-md5, ≈ 1.4x crc-32). Used
 *   whenever the runtime can compile WebAssembly; it is what brings hashing in the browser to
 *   the upload benchmark's target of 0.4x native `md5sum` (issue 5, `npm run bench:upload`).
 * - `js`: spark-md5 + crc-32 (pure JavaScript), used where WebAssembly is missing or refused,
 *   e.g. a browser with WebAssembly switched off by policy, or a page under a Content Security
 *   Policy without `wasm-unsafe-eval`. Same digests, about a third of the speed.
 */
import * as CRC32 from 'crc-32';
import { createCRC32, createMD5, type IHasher } from 'hash-wasm';
import SparkMD5 from 'spark-md5';
import { ownedBytes } from '../utils/bytes';
import type { HashResult } from './types';

/** Which implementation computes the digests. */
export type HashEngine = 'wasm' | 'js';

/** An incremental MD5 + CRC32: feed bytes in order, then read the digests once. */
export interface FileHasher {
  readonly engine: HashEngine;
  /** Adds bytes; chunk boundaries do not affect the result. The view is read, never kept. */
  update(bytes: Uint8Array): void;
  /** MD5 (32 lower-case hex) and CRC32 (8 lower-case hex, unsigned) of everything fed; call once. */
  digest(): HashResult;
}

/** Unsigned 8-hex-digit form of a signed 32-bit CRC (as returned by `crc-32`). */
export function crc32ToHex(crc: number): string {
  return (crc >>> 0).toString(16).padStart(8, '0');
}

/** One incremental digest (MD5 or CRC32): feed bytes in order, then read the hex digest once. */
export interface Digest {
  readonly engine: HashEngine;
  /** Adds bytes; chunk boundaries do not affect the digest. The view is read, never kept. */
  update(bytes: Uint8Array): void;
  /** Lower-case hex: 32 digits for MD5, 8 (unsigned, zero-padded) for CRC32. Call once. */
  digest(): string;
}

function jsMd5(): Digest {
  const md5 = new SparkMD5.ArrayBuffer();
  return {
    engine: 'js',
    update: (bytes) => {
      md5.append(ownedBytes(bytes).buffer);
    },
    digest: () => md5.end(),
  };
}

function jsCrc32(): Digest {
  let crc = 0;
  return {
    engine: 'js',
    update: (bytes) => {
      crc = CRC32.buf(bytes, crc);
    },
    digest: () => crc32ToHex(crc),
  };
}

/** A hash-wasm hasher as a {@link Digest}. @throws where WebAssembly is unavailable or refused. */
async function wasmDigest(create: () => Promise<IHasher>): Promise<Digest> {
  const hasher = await create();
  hasher.init();
  return {
    engine: 'wasm',
    update: (bytes) => {
      hasher.update(bytes);
    },
    digest: () => hasher.digest('hex'),
  };
}

/** hash-wasm's MD5. */
const wasmMd5 = () => wasmDigest(createMD5);
/** hash-wasm's CRC32 (IEEE polynomial 0xEDB88320, as zlib and crc-32). */
const wasmCrc32 = () => wasmDigest(() => createCRC32());

async function pick(wasm: () => Promise<Digest>, js: () => Digest, preferred: HashEngine): Promise<Digest> {
  if (preferred === 'wasm' && typeof WebAssembly === 'object') {
    try {
      return await wasm();
    } catch {
      // fall through to the JavaScript engine
    }
  }
  return js();
}

/** The fastest MD5 this runtime allows (hash-wasm, else spark-md5). Never rejects. */
export function createMd5Digest(preferred: HashEngine = 'wasm'): Promise<Digest> {
  return pick(wasmMd5, jsMd5, preferred);
}

/**
 * The fastest CRC32 this runtime allows (hash-wasm, else crc-32). Never rejects. The reader
 * worker computes it while the hash worker computes MD5 (see `./pipe.ts`).
 */
export function createCrc32Digest(preferred: HashEngine = 'wasm'): Promise<Digest> {
  return pick(wasmCrc32, jsCrc32, preferred);
}

function combine(md5: Digest, crc: Digest): FileHasher {
  return {
    engine: md5.engine,
    update: (bytes) => {
      md5.update(bytes);
      crc.update(bytes);
    },
    digest: () => ({ md5: md5.digest(), crc32: crc.digest() }),
  };
}

/** The pure JavaScript engine: spark-md5 + crc-32 (works everywhere). */
export function createJsHasher(): FileHasher {
  return combine(jsMd5(), jsCrc32());
}

/**
 * The WebAssembly engine: hash-wasm MD5 + CRC32.
 * @throws whatever compiling WebAssembly throws where it is unavailable or refused
 *   (`ReferenceError`, `WebAssembly.CompileError`, a CSP `EvalError`…)
 */
export async function createWasmHasher(): Promise<FileHasher> {
  const [md5, crc] = await Promise.all([wasmMd5(), wasmCrc32()]);
  return combine(md5, crc);
}

/**
 * The fastest hasher this runtime allows: WebAssembly when it compiles, else JavaScript.
 * Never rejects: any failure of the WebAssembly engine falls back to the JavaScript one.
 *
 * @param preferred `'js'` forces spark-md5 + crc-32 (tests, or callers that must avoid WebAssembly)
 */
export async function createFileHasher(preferred: HashEngine = 'wasm'): Promise<FileHasher> {
  if (preferred === 'wasm' && typeof WebAssembly === 'object') {
    try {
      return await createWasmHasher();
    } catch {
      // fall through to the JavaScript engine
    }
  }
  return createJsHasher();
}
