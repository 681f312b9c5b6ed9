import { ownedBytes } from '../../../src/core/utils/bytes';
import dayjs from 'dayjs';
import { addOneDay } from '../../../src/core/utils/date';
import { IMAGE_EXTENSIONS, getExtension, isImageFile, isReportFile } from '../../../src/core/utils/file';
import { toPercent } from '../../../src/core/utils/number';
import { RANDOM_ALPHABET, randomString } from '../../../src/core/utils/random';
import { isEmail, isMobileCN } from '../../../src/core/utils/validators';

describe('isImageFile (spec §5)', () => {
  it.each(IMAGE_EXTENSIONS.map((e) => `photo.${e}`))('accepts %s', (name) => {
    expect(isImageFile(name)).toBe(true);
  });

  it('is case-insensitive and handles paths / URLs', () => {
    expect(isImageFile('A.PNG')).toBe(true);
    expect(isImageFile('https://cdn.example.com/x/y.Jpeg?x-oss=1#a')).toBe(true);
    expect(isImageFile('dir.png/file')).toBe(false);
  });

  it('rejects other files', () => {
    for (const name of ['a.pdf', 'a.tif', 'png', '.png', 'a.png.exe', '', 'a.', 'report.csv']) {
      expect(isImageFile(name)).toBe(false);
    }
    expect(isImageFile(undefined)).toBe(false);
    expect(isImageFile(null)).toBe(false);
  });

  it('getExtension', () => {
    expect(getExtension('a.b.XLSX')).toBe('xlsx');
    expect(getExtension('C:\\x.y\\file')).toBe('');
    expect(getExtension('.env')).toBe('');
  });

  it('isReportFile accepts csv/xlsx/txt and zip when allowed', () => {
    expect(isReportFile('r.CSV')).toBe(true);
    expect(isReportFile('r.xlsx')).toBe(true);
    expect(isReportFile('r.txt')).toBe(true);
    expect(isReportFile('r.zip')).toBe(false);
    expect(isReportFile('r.zip', true)).toBe(true);
    expect(isReportFile('r.xls', true)).toBe(false);
  });
});

describe('addOneDay (spec §9)', () => {
  it('adds one calendar day as YYYY-MM-DD', () => {
    expect(addOneDay('2024-02-28')).toBe('2024-02-29');
    expect(addOneDay('2023-02-28')).toBe('2023-03-01');
    expect(addOneDay('2024-12-31')).toBe('2025-01-01');
    expect(addOneDay(dayjs('2024-03-30'))).toBe('2024-03-31');
    expect(addOneDay(new Date(2024, 0, 15, 23, 59))).toBe('2024-01-16');
  });

  it('returns empty string for invalid or missing input', () => {
    expect(addOneDay('not a date')).toBe('');
    expect(addOneDay('')).toBe('');
    expect(addOneDay(null)).toBe('');
    expect(addOneDay(undefined)).toBe('');
  });
});

describe('toPercent (spec §9)', () => {
  it('multiplies by 100 and appends % without float noise', () => {
    expect(toPercent(0.19)).toBe('19%');
    expect(toPercent(0.055)).toBe('5.5%');
    expect(toPercent(0.07)).toBe('7%');
    expect(toPercent(0.2)).toBe('20%');
    expect(toPercent(0.0001)).toBe('0.01%');
    expect(toPercent(1)).toBe('100%');
    expect(toPercent(0)).toBe('0%');
    expect(toPercent(-0)).toBe('0%');
    expect(toPercent(-0.05)).toBe('-5%');
    expect(toPercent(0.1 + 0.2)).toBe('30%');
  });

  it('accepts numeric strings', () => {
    expect(toPercent('0.21')).toBe('21%');
    expect(toPercent('abc')).toBe('');
  });

  it('fixes digits when given, rounding half away from zero', () => {
    expect(toPercent(0.12345, 2)).toBe('12.35%');
    expect(toPercent(0.19, 1)).toBe('19.0%');
    expect(toPercent(0.01005, 2)).toBe('1.01%');
    expect(toPercent(-0.01005, 2)).toBe('-1.01%');
    expect(toPercent(0.055, 0)).toBe('6%');
    expect(toPercent(-0.00001, 1)).toBe('0.0%');
    expect(toPercent(1e-9, 2)).toBe('0.00%');
  });

  it('handles invalid input', () => {
    expect(toPercent(NaN)).toBe('');
    expect(toPercent(Infinity)).toBe('');
    expect(toPercent(null)).toBe('');
    expect(toPercent(undefined)).toBe('');
    expect(() => toPercent(0.1, -1)).toThrow(RangeError);
    expect(() => toPercent(0.1, 1.5)).toThrow(RangeError);
  });
});

describe('randomString (spec §9)', () => {
  it('alphabet is letters + digits 1-9 without r, R, t, T, 0', () => {
    expect(RANDOM_ALPHABET).toHaveLength(57);
    for (const ch of 'rRtT0') expect(RANDOM_ALPHABET).not.toContain(ch);
    for (const ch of 'aAzZ19sSuU') expect(RANDOM_ALPHABET).toContain(ch);
    expect(new Set(RANDOM_ALPHABET).size).toBe(57);
  });

  it('produces the requested length from the alphabet', () => {
    expect(randomString(0)).toBe('');
    for (const len of [1, 8, 32, 1000]) {
      const s = randomString(len);
      expect(s).toHaveLength(len);
      expect(s).toMatch(/^[a-qsu-zA-QSU-Z1-9]*$/);
    }
  });

  it('varies and covers the alphabet', () => {
    expect(randomString(16)).not.toBe(randomString(16));
    expect(new Set(randomString(20000)).size).toBe(57);
  });

  it('falls back to Math.random without Web Crypto', () => {
    const desc = Object.getOwnPropertyDescriptor(globalThis, 'crypto');
    Object.defineProperty(globalThis, 'crypto', { value: undefined, configurable: true });
    try {
      expect(randomString(50)).toMatch(/^[a-qsu-zA-QSU-Z1-9]{50}$/);
    } finally {
      if (desc) Object.defineProperty(globalThis, 'crypto', desc);
    }
  });

  it('rejects invalid lengths', () => {
    expect(() => randomString(-1)).toThrow(RangeError);
    expect(() => randomString(1.5)).toThrow(RangeError);
    expect(() => randomString(NaN)).toThrow(RangeError);
  });
});

describe('isMobileCN / isEmail', () => {
  it('mobile', () => {
    for (const ok of ['13800138000', '19912345678', '15000000000']) expect(isMobileCN(ok)).toBe(true);
    for (const bad of ['12800138000', '1380013800', '138001380000', '+8613800138000', '138 0013 8000', '', 13800138000]) {
      expect(isMobileCN(bad)).toBe(false);
    }
  });

  it('email', () => {
    for (const ok of ['a@b.cn', 'first.last+tag@sub.example.com', 'x_y%z-1@a-b.io']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'a@', '@b.com', 'a@b', 'a@b.c', 'a..b@c.com', '.a@b.com', 'a.@b.com', 'a b@c.com', 'a@-b.com', 'a@b..com', null]) {
      expect(isEmail(bad)).toBe(false);
    }
    expect(isEmail(`${'a'.repeat(250)}@b.com`)).toBe(false);
  });
});

describe('ownedBytes', () => {
  it('keeps a view that owns its whole buffer, copies a view into a larger one', () => {
    const whole = new Uint8Array([1, 2, 3]);
    expect(ownedBytes(whole)).toBe(whole);
    const big = new Uint8Array([9, 1, 2, 3, 9]);
    const part = big.subarray(1, 4);
    const owned = ownedBytes(part);
    expect(owned).not.toBe(part);
    expect(owned.buffer.byteLength).toBe(3);
    expect([...owned]).toEqual([1, 2, 3]);
  });
});
