import {
  buildLoginPath,
  decodeRedirect,
  encodeRedirect,
  isSafeRedirectPath,
  safeRedirectTarget,
} from '../../../src/core/utils/redirect';

const nodeB64 = (s: string) => Buffer.from(s, 'utf8').toString('base64');

describe('encodeRedirect / decodeRedirect', () => {
  it('matches standard base64 of UTF-8', () => {
    for (const s of ['/', '/user/info', '/user/info?x=1', '/a?q=中文&b=税号', '/é😀', 'ab', 'abc', 'abcd']) {
      expect(encodeRedirect(s)).toBe(nodeB64(s));
      expect(decodeRedirect(encodeRedirect(s))).toBe(s);
    }
    expect(encodeRedirect('')).toBe('');
  });

  it('decodes URL-safe, unpadded and space-mangled variants', () => {
    const s = '/a?q=中文>>>???';
    const std = nodeB64(s);
    expect(std).toMatch(/[+/]/);
    expect(decodeRedirect(std.replace(/\+/g, '-').replace(/\//g, '_'))).toBe(s);
    expect(decodeRedirect(std.replace(/=+$/, ''))).toBe(s);
    expect(decodeRedirect(std.replace(/\+/g, ' '))).toBe(s);
  });

  it('returns null for bad input instead of throwing', () => {
    for (const bad of [undefined, null, '', '   ', '!!!!', 'a', 'abcde', '%%%', 'L3Vz*XI=', nodeB64('x').slice(0, 1)]) {
      expect(decodeRedirect(bad)).toBeNull();
    }
    // invalid UTF-8 (lone continuation byte / overlong)
    expect(decodeRedirect(Buffer.from([0x2f, 0x80]).toString('base64'))).toBeNull();
    expect(decodeRedirect(Buffer.from([0xc0, 0xaf]).toString('base64'))).toBeNull();
    // non-canonical trailing bits
    expect(decodeRedirect('QR==')).toBeNull();
  });

  it('throws on lone surrogates when encoding', () => {
    expect(() => encodeRedirect('/\ud800')).toThrow(URIError);
  });
});

describe('safeRedirectTarget', () => {
  it.each(['/user/info?x=1', '/', '/user/declare/my-declare?q=中文&name=一税#top', '/a%2F%2Fb', '/user/info?next=//evil.example'])(
    'accepts %s',
    (target) => {
      expect(safeRedirectTarget(encodeRedirect(target))).toBe(target);
    },
  );

  it.each([
    '//evil.example',
    '///evil.example',
    'https://evil.example',
    'http:/evil.example',
    '/\\evil',
    '/\\/evil',
    '\\\\evil',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,x',
    'user/info',
    ' /user/info',
    '/\t/evil.example',
    '/\n/evil.example',
    '/user\u0000',
    '/a\u2028b',
    '/user\\info',
    '',
  ])('rejects %j', (target) => {
    expect(safeRedirectTarget(encodeRedirect(target))).toBeNull();
  });

  it('never throws on garbage', () => {
    for (const bad of [undefined, null, '', '###', '====', 'Zm9v!', '\u0000', '中文', 'a'.repeat(10001)]) {
      expect(() => safeRedirectTarget(bad)).not.toThrow();
      expect(safeRedirectTarget(bad)).toBeNull();
    }
  });

  it('round-trips through a real query string', () => {
    const target = '/user/compliance/info?id=3&tab=法人';
    const url = new URL(`https://console.example${buildLoginPath(target)}`);
    expect(url.pathname).toBe('/login');
    expect(safeRedirectTarget(url.searchParams.get('redirect'))).toBe(target);
  });

  it('isSafeRedirectPath checks paths directly', () => {
    expect(isSafeRedirectPath('/ok')).toBe(true);
    expect(isSafeRedirectPath('//no')).toBe(false);
  });
});
