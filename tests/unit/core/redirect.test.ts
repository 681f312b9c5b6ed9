import { encodeRedirect, safeRedirectTarget } from '@/core/utils/redirect';

const b64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('login redirect (spec §2, architecture "Guard")', () => {
  it('encodes path and query as base64 of UTF-8', () => {
    expect(encodeRedirect('/user/info?tab=1')).toBe(b64('/user/info?tab=1'));
    expect(encodeRedirect('/user/calculate-tax?name=张伟')).toBe(b64('/user/calculate-tax?name=张伟'));
  });

  it('round-trips same-origin paths, including Chinese query values', () => {
    for (const p of ['/', '/user/info', '/user/info?tab=1&x=2', '/user/calculate-tax?name=张伟#r']) {
      expect(safeRedirectTarget(encodeRedirect(p))).toBe(p);
    }
  });

  it.each([
    ['protocol-relative', '//evil.example'],
    ['protocol-relative with path', '//evil.example/login'],
    ['absolute https', 'https://evil.example'],
    ['javascript scheme', 'javascript:alert(1)'],
    ['backslash host', '/\\evil.example'],
    ['relative path', 'user/info'],
    ['tab inside', '/\t/evil.example'],
    ['empty', ''],
  ])('rejects %s', (_label, target) => {
    expect(safeRedirectTarget(b64(target))).toBeNull();
  });

  it.each([[null], [undefined], [''], ['%%%'], ['not base64!'], ['////'], ['/w==']])(
    'never throws on a bad value %p',
    (value) => {
      expect(() => safeRedirectTarget(value as string)).not.toThrow();
      expect(safeRedirectTarget(value as string)).toBeNull();
    },
  );

  it('rejects bytes that are not UTF-8', () => {
    expect(safeRedirectTarget(Buffer.from([0x2f, 0xff, 0xfe]).toString('base64'))).toBeNull();
  });
});
