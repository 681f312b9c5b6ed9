/**
 * Writes the OCR sample files of the mock (issue #33 "the OCR mock returns a result tied to the
 * uploaded file") to `tests/fixtures/ocr/` and prints each file's MD5: the keys of the seeded table
 * in mock/_store/ocr.ts. The files stand in for scans of documents (a small PNG of its own colour per
 * document, a one-page PDF); the mock reads only what the table says of a file's MD5, so any other
 * file is "未能识别，请手动填写". Run it only to add a sample (then add its MD5 to the table):
 * `npx tsx scripts/gen-ocr-samples.ts` — the committed files are the reference, the unit test
 * tests/unit/mock/never-invents.test.ts checks each against the table.
 */
import { createHash } from 'crypto';
import { mkdirSync, writeFileSync } from 'fs';
import { join, resolve } from 'path';
import { deflateSync } from 'zlib';
import CRC32 from 'crc-32';
import { buildPdf } from '../mock/_store/common-data';

const OUT = resolve(__dirname, '../tests/fixtures/ocr');

/** A PNG chunk: length, type, data, CRC-32 of type + data. */
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeInt32BE(CRC32.buf(td));
  return Buffer.concat([len, td, crc]);
}

/** A `w` × `h` RGB PNG: background `bg`, with a darker band every 8th row (a "scan" of its own look). */
function png(w: number, h: number, bg: [number, number, number]): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y += 1) {
    const row = y * (w * 3 + 1);
    raw[row] = 0;
    const shade = y % 8 === 0 ? 0.6 : 1;
    for (let x = 0; x < w; x += 1) {
      raw[row + 1 + x * 3] = Math.round(bg[0] * shade);
      raw[row + 2 + x * 3] = Math.round(bg[1] * shade);
      raw[row + 3 + x * 3] = Math.round(bg[2] * shade);
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

const SAMPLES: [file: string, bytes: Buffer][] = [
  ['licence.png', png(96, 64, [214, 74, 64])],
  ['licence-baichuan.pdf', buildPdf('营业执照 义乌市百川贸易有限公司', 'Business licence (sample scan)', ['Yiwu Baichuan Trading Co., Ltd.', 'Unified social credit code on the licence'])],
  ['idcard.png', png(86, 54, [92, 140, 214])],
  ['idcard-zhangwei.png', png(86, 54, [74, 170, 120])],
  ['passport.png', png(88, 125, [40, 70, 120])],
];

mkdirSync(OUT, { recursive: true });
for (const [file, bytes] of SAMPLES) {
  writeFileSync(join(OUT, file), bytes);
  console.log(`${createHash('md5').update(bytes).digest('hex')}  ${file} (${bytes.length} B)`);
}
