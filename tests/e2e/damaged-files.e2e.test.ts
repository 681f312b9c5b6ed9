/**
 * Issue #19, end to end in Chromium: a damaged report file contributes nothing. The real report
 * (tests/fixtures/vat) zipped and cut off at 55 %, and the same zip with a flipped byte inside its
 * deflate stream, are refused by the local check with a Chinese damaged-file message that names the
 * file — in the agents' many-report upload (never 已上传, never fflate's English "invalid distance")
 * and in the calculator's upload (解析失败, nothing sent to the file host). A sound zip of the same
 * report next to them goes through.
 */
import fs from 'fs';
import os from 'os';
import path from 'path';
import type { Page } from 'puppeteer';
import { zipSync } from 'fflate';
import { fixture } from '../fixtures';
import { openAs, pagePerTest, shot } from './helpers';
import { reportUploadPO } from './report-upload-po';

let page: Page;
pagePerTest((p) => {
  page = p;
});
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'damaged-e2e-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

const REPORT = fs.readFileSync(fixture('vat/legacy_pre2021_vtr_SampleAG_2020-JAN_TM312.txt'));
const ZIP = zipSync({ 'Sales Tax Transaction Report_M-2020-02.txt': [new Uint8Array(REPORT), { level: 6 }] });
const GOOD = path.join(tmp, 'good.zip');
const CUT = path.join(tmp, 'cut.zip');
const FLIPPED = path.join(tmp, 'flipped.zip');
fs.writeFileSync(GOOD, ZIP);
fs.writeFileSync(CUT, ZIP.subarray(0, Math.floor(ZIP.length * 0.55)));
const flipped = new Uint8Array(ZIP);
const dataAt = 30 + (flipped[26] | (flipped[27] << 8));
flipped[dataAt + 2000] ^= 0x55;
fs.writeFileSync(FLIPPED, flipped);

const CUT_MSG = '压缩包 cut.zip 不完整（文件末尾缺失，可能在下载或上传时被截断），无法读取';
const FLIP_MSG = /压缩包 flipped\.zip 中的文件 Sales Tax Transaction Report_M-2020-02\.txt (数据已损坏，无法解压|校验失败)/;

describe('damaged report files (issue #19)', () => {
  it('the many-report upload refuses the cut and the damaged zip with a Chinese message, never 已上传', async () => {
    await openAs(page, 'agent', '/user/declare/management/many-upload');
    const input = await page.waitForSelector('[data-testid="many-drop"] input[type=file]');
    await input!.uploadFile(CUT, FLIPPED, GOOD);
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('[data-testid="many-file"]')];
        const phase = (n: string) => rows.find((r) => r.getAttribute('data-name') === n)?.getAttribute('data-phase');
        return phase('cut.zip') === 'invalid' && phase('flipped.zip') === 'invalid' && ['uploaded', 'uploading'].includes(phase('good.zip') ?? '');
      },
      { timeout: 60_000 },
    );
    const text = (n: string) => page.$$eval('[data-testid="many-file"]', (rows, name) => (rows.find((r) => r.getAttribute('data-name') === name) as HTMLElement).innerText, n);
    const cut = await text('cut.zip');
    expect(cut).toContain(CUT_MSG);
    expect(cut).not.toContain('已上传');
    const flip = await text('flipped.zip');
    expect(flip).toMatch(FLIP_MSG);
    expect(flip).not.toMatch(/invalid|distance|EOF/i);
    await shot(page, 'damaged-many-upload');
  });

  it('the calculator\'s upload refuses the cut zip in its local check (解析失败, Chinese reason); nothing is uploaded', async () => {
    await openAs(page, 'seller', '/user/calculate-tax');
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/upload/put')) sent.push(r.url());
    });
    const { chooseFiles, waitStatus, itemText } = reportUploadPO(() => page);
    await chooseFiles(CUT);
    await waitStatus('cut.zip', 10, 60_000);
    const t = await itemText('cut.zip');
    expect(t).toContain(CUT_MSG);
    expect(t).toContain('整个文件未计入');
    expect(sent).toEqual([]);
    await shot(page, 'damaged-calc-upload');
  });
});
