/**
 * Issue #19 "An upload is what it says": the one module of accept lists, limits and content sniffing
 * (src/core/upload) that the browser and the mock both run.
 */
import { acceptAttr, acceptText, checkUpload, checkUploadName, refusalText, sniffContent, uploadScene } from '@/core/upload';
import zh from '@/locales/zh-CN/wizard-kit';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a4f10000000049454e44ae426082', 'hex');
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n');
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const HTML = Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>');
const SVG = Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
const text = (r: ReturnType<typeof checkUpload>) => (r ? refusalText(r, zh) : null);
const MB = 1024 * 1024;

describe('what the bytes say', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [PDF, 'pdf'],
    [ZIP, 'zip'],
    [Buffer.from('date,amount\n2025-03-01,10\n'), 'text'],
    [Buffer.from('\ufeffdate\tamount\n', 'utf8'), 'text'],
    [Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('date\tamount\n', 'utf16le')]), 'text'],
    [HTML, 'html'],
    [Buffer.from('  \n<html><head></head></html>'), 'html'],
    [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'svg'],
    [SVG, 'svg'],
    [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'script'],
    [Buffer.from([0x00, 0x01, 0x02, 0x03]), 'binary'],
  ])('%#: sniffs %s', (bytes, kind) => {
    expect(sniffContent(new Uint8Array(bytes))).toBe(kind);
  });
});

describe('per-scene accept lists and limits', () => {
  it('the VAT wizard files take PNG, JPG, PDF up to 20 MB; reports csv/xlsx/txt/zip up to 100 MB', () => {
    expect(uploadScene('vat-store')).toEqual({ extensions: ['png', 'jpg', 'jpeg', 'pdf'], maxMb: 20 });
    expect(acceptAttr('vat-store')).toBe('.png,.jpg,.jpeg,.pdf');
    expect(acceptText('vat-fba')).toBe('PNG、JPG、JPEG');
    expect(uploadScene('report')).toEqual({ extensions: ['csv', 'xlsx', 'txt', 'zip'], maxMb: 100 });
    expect(uploadScene('no-such-scene').maxMb).toBe(100);
    expect(uploadScene('__proto__').maxMb).toBe(100);
  });

  it('refuses by name: a type outside the list, HTML and scripts, SVG — in every scene', () => {
    expect(text(checkUploadName('vat-store', 'shop.html', 10))).toBe('不能上传网页或脚本文件（「shop.html」），请上传 PNG、JPG、JPEG、PDF 格式的文件');
    expect(text(checkUploadName('report', 'x.js', 10))).toMatch(/^不能上传网页或脚本文件/);
    expect(text(checkUploadName(undefined, 'logo.svg', 10))).toMatch(/^不支持上传 SVG 文件（「logo\.svg」）/);
    expect(text(checkUploadName('vat-store', 'shop.docx', 10))).toBe('不支持「shop.docx」的文件类型，请上传 PNG、JPG、JPEG、PDF 格式的文件');
    expect(text(checkUploadName('vat-store', 'noext', 10))).toMatch(/^不支持「noext」的文件类型/);
  });

  it('refuses an empty file and one over the limit (20 MB passes, one byte more does not)', () => {
    expect(checkUploadName('vat-store', 'a.png', 20 * MB)).toBeNull();
    expect(text(checkUploadName('vat-store', 'a.png', 20 * MB + 1))).toBe('文件「a.png」超过 20 MB 上限，请压缩或拆分后再上传');
    expect(text(checkUploadName('vat-store', 'a.png', 21 * MB))).toMatch(/超过 20 MB 上限/);
    expect(text(checkUploadName('vat-store', 'a.png', 0))).toBe('文件「a.png」是空的，请重新选择');
    expect(checkUploadName('report', 'r.zip', 99 * MB)).toBeNull();
  });

  it('refuses by content: an HTML page renamed .png, an SVG named .png, a PDF named .png, text named .pdf', () => {
    expect(text(checkUpload('vat-store', 'shot.png', HTML.length, HTML))).toMatch(/^不能上传网页或脚本文件（「shot\.png」）/);
    expect(text(checkUpload('vat-store', 'shot.png', SVG.length, SVG))).toMatch(/^不支持上传 SVG 文件/);
    expect(text(checkUpload('vat-store', 'shot.png', PDF.length, PDF))).toBe('「shot.png」的内容不是真正的 PNG 文件（可能只改了扩展名），请上传 PNG、JPG、JPEG、PDF 格式的原文件');
    expect(text(checkUpload('vat-store', 'a.pdf', 3, Buffer.from('abc')))).toMatch(/不是真正的 PDF 文件/);
    expect(text(checkUpload('report', 'r.csv', HTML.length, HTML))).toMatch(/^不能上传网页或脚本文件/);
  });

  it('accepts files whose bytes match their extension', () => {
    expect(checkUpload('vat-store', 'a.png', PNG.length, PNG)).toBeNull();
    expect(checkUpload('vat-store', 'a.JPG', JPEG.length, JPEG)).toBeNull();
    expect(checkUpload('vat-licence', '营业执照.pdf', PDF.length, PDF)).toBeNull();
    expect(checkUpload('report', 'r.xlsx', ZIP.length, ZIP)).toBeNull();
    expect(checkUpload('report', 'r.zip', ZIP.length, ZIP)).toBeNull();
    expect(checkUpload('report', 'r.txt', 20, Buffer.from('date\tamount\n1\t2\n'))).toBeNull();
  });
});
