import * as uscc from 'stdnum/lib/cjs/cn/uscc';
import { idCardBirthDate, idCardCheckChar, idCardSex, isValidIdCard, isValidUscc, usccCheckChar } from '@/core/china-ids';

describe('unified social credit code (GB 32100-2015)', () => {
  it('computes the check character of a real code', () => {
    // 91440300192203821? (Huawei Technologies Co., Ltd.):
    // values 9 1 4 4 0 3 0 0 1 9 2 2 0 3 8 2 1
    // weights 1 3 9 27 19 26 16 17 20 29 25 13 8 24 10 30 28
    // products 9+3+36+108+0+78+0+0+20+261+50+26+0+72+80+60+28 = 831; 831 mod 31 = 25; 31-25 = 6 → '6'
    expect(usccCheckChar('91440300192203821')).toBe('6');
    expect(isValidUscc('914403001922038216')).toBe(true);
  });

  it('maps letters through the 31-character alphabet', () => {
    // 9144030071526726X? (Tencent): X has value 28 in the alphabet 0-9 A-H J-N P-R T-U W-Y;
    // weighted sum 1782; 1782 mod 31 = 15; 31-15 = 16 → alphabet[16] = 'G'
    expect(usccCheckChar('9144030071526726X')).toBe('G');
    expect(isValidUscc('9144030071526726XG')).toBe(true);
    expect(isValidUscc('91330100716105852F')).toBe(true); // Alibaba (China) Co., Ltd.
    expect(isValidUscc(' 9144030071526726xg ')).toBe(true); // lower case and spaces accepted
  });

  it('rejects wrong check characters, bad characters and bad lengths', () => {
    expect(isValidUscc('914403001922038217')).toBe(false); // last char off by one
    expect(isValidUscc('91440300192203821I')).toBe(false); // I is not in the alphabet
    expect(isValidUscc('9144030019220382')).toBe(false);
    expect(isValidUscc('')).toBe(false);
    expect(isValidUscc(null)).toBe(false);
    expect(() => usccCheckChar('123')).toThrow('格式错误');
    expect(() => usccCheckChar('9144030019220382I')).toThrow('格式错误'); // I is not in the alphabet
  });

  it('gives 0 as the check character of a body whose weighted sum is 0 mod 31 (GB 32100; stdnum 1.12.0 misses it)', () => {
    // 9144030019220382 1 sums to 831 (above); the 17th character has weight 28, so with value v there
    // the sum is 803 + 28v, 0 mod 31 for v = 30 ('Y'): 803 + 840 = 1643 = 31 × 53 → 31 - 0 → '0'.
    const body = '9144030019220382Y';
    expect(uscc.validate(`${body}0`).isValid).toBe(false); // the library alone refuses it
    expect(usccCheckChar(body)).toBe('0');
    expect(isValidUscc(`${body}0`)).toBe(true);
    expect(isValidUscc(`${body}1`)).toBe(false);
  });
});

describe('identity card number (GB 11643-1999)', () => {
  const today = new Date('2026-11-21T00:00:00Z');

  it('computes the check character of the standard example', () => {
    // 11010519491231002? : digits × weights (7 9 10 5 8 4 2 1 6 3 7 9 10 5 8 4 2)
    // 7+9+0+5+0+20+2+9+24+27+7+18+30+5+0+0+4 = 167; 167 mod 11 = 2 → '10X98765432'[2] = 'X'
    expect(idCardCheckChar('11010519491231002')).toBe('X');
    expect(isValidIdCard('11010519491231002X', today)).toBe(true);
    expect(isValidIdCard('11010519491231002x', today)).toBe(true);
  });

  it('reads birth date and sex', () => {
    expect(idCardBirthDate('11010519491231002X')).toBe('1949-12-31');
    expect(idCardSex('11010519491231002X')).toBe('女'); // 17th digit 2 is even
    expect(idCardSex('440304199001011234'.slice(0, 17) + idCardCheckChar('44030419900101123'))).toBe('男');
  });

  it('rejects a wrong check character, impossible or future dates and bad regions', () => {
    expect(isValidIdCard('110105194912310021', today)).toBe(false);
    // An impossible or future birth date is refused whatever the check character (stdnum's cn.ric
    // accepts none, so no check character can be computed for it either).
    const feb30 = '44030419990230123';
    expect(() => idCardCheckChar(feb30)).toThrow('出生日期不存在');
    for (const c of '0123456789X') expect(isValidIdCard(feb30 + c, today)).toBe(false);
    const future = '44030420300101123';
    for (const c of '0123456789X') expect(isValidIdCard(future + c, today)).toBe(false);
    // After the injected today but before the clock's: refused by our own date rule.
    const afterToday = '44030420261201123';
    expect(isValidIdCard(afterToday + idCardCheckChar(afterToday), today)).toBe(false);
    expect(isValidIdCard(afterToday + idCardCheckChar(afterToday), new Date('2026-12-01T00:00:00Z'))).toBe(true);
    const zeroRegion = '04030419900101123';
    expect(isValidIdCard(zeroRegion + idCardCheckChar(zeroRegion), today)).toBe(false);
    expect(isValidIdCard('4403041990010112', today)).toBe(false);
    expect(isValidIdCard(undefined, today)).toBe(false);
  });
});
