import { URL_PATTERN, isValidUrl } from '../../../src/core/utils/url';
import { checkLength, textLength } from '../../../src/core/utils/text';

describe('isValidUrl (spec §5)', () => {
  it.each([
    'example.com',
    'https://a.b.cn',
    'http://example.com',
    'ftp://files.example.org',
    'ftps://files.example.org',
    'HTTPS://example.com',
    'www.Example.com',
    'sub-domain.example.co',
    'https://www.amazon.de/shops/ABC?ref=1#top',
    'https://example.com:8080/path',
    'a.b.c.museum',
    'example.abcdef',
  ])('accepts %s', (url) => {
    expect(isValidUrl(url)).toBe(true);
  });

  it.each([
    'http://example.COM',
    'example.Com',
    'localhost',
    'http://localhost',
    'example.c',
    'example.abcdefg',
    'example.c0m',
    '',
    ' example.com',
    'example.com ',
    'exa mple.com',
    'mailto://example.com',
    'javascript:alert(1)',
    'http//example.com',
    'https://.com',
    'https://-a.com',
    'https://a-.com',
    'https://example..com',
    'https://example.com/a b',
    'http://192.168.0.1',
    'https:/example.com',
  ])('rejects %j', (url) => {
    expect(isValidUrl(url)).toBe(false);
  });

  it('rejects non-strings', () => {
    expect(isValidUrl(undefined)).toBe(false);
    expect(isValidUrl(null)).toBe(false);
    expect(isValidUrl(123)).toBe(false);
  });

  it('exports a non-global regex (stateless test())', () => {
    expect(URL_PATTERN.global).toBe(false);
    expect(URL_PATTERN.test('example.com')).toBe(URL_PATTERN.test('example.com'));
  });
});

describe('checkLength (spec §5)', () => {
  it('passes non-empty text up to max', () => {
    expect(checkLength('a', 1)).toBe(true);
    expect(checkLength('abc', 3)).toBe(true);
    expect(checkLength('一税', 2)).toBe(true);
    expect(checkLength(' ', 1)).toBe(true);
  });

  it('fails empty, missing or too long text', () => {
    expect(checkLength('', 10)).toBe(false);
    expect(checkLength(undefined, 10)).toBe(false);
    expect(checkLength(null, 10)).toBe(false);
    expect(checkLength(5, 10)).toBe(false);
    expect(checkLength('abcd', 3)).toBe(false);
    expect(checkLength('a', 0)).toBe(false);
    expect(checkLength('a', NaN)).toBe(false);
  });

  it('counts code points', () => {
    expect(textLength('😀')).toBe(1);
    expect(checkLength('😀😀', 2)).toBe(true);
    expect(checkLength('😀😀😀', 2)).toBe(false);
  });
});
