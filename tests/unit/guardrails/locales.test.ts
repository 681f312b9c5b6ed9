/**
 * Guard rail: the zh-CN and en-US messages (src/locales) have exactly the same keys, every value is
 * a non-empty string, and both languages use the same `{placeholders}` in each message.
 */
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';

const zh = zhCN as Record<string, unknown>;
const en = enUS as Record<string, unknown>;

/** The ICU argument names of a message (`{name}`, `{count, plural, …}`). */
function args(message: unknown): string[] {
  return [...new Set([...String(message).matchAll(/\{\s*([A-Za-z_][\w]*)\s*[,}]/g)].map((m) => m[1]))].sort();
}

describe('locale guard rails', () => {
  it('en-US has every zh-CN key', () => {
    expect(Object.keys(zh).filter((k) => !(k in en))).toEqual([]);
  });

  it('zh-CN has every en-US key', () => {
    expect(Object.keys(en).filter((k) => !(k in zh))).toEqual([]);
  });

  it.each([
    ['zh-CN', zh],
    ['en-US', en],
  ])('every %s value is a non-empty string', (_locale, messages) => {
    const bad = Object.entries(messages)
      .filter(([, v]) => typeof v !== 'string' || v.trim() === '')
      .map(([k, v]) => `${k}: ${JSON.stringify(v)}`);
    expect(bad).toEqual([]);
  });

  it('both languages use the same placeholders in each message', () => {
    const differ = Object.keys(zh)
      .filter((k) => k in en && args(zh[k]).join() !== args(en[k]).join())
      .map((k) => `${k}: zh-CN {${args(zh[k]).join(', ')}} vs en-US {${args(en[k]).join(', ')}}`);
    expect(differ).toEqual([]);
  });
});
