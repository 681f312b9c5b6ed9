/**
 * Guard rail: the zh-CN and en-US messages (src/locales: the first-load core plus every area loaded
 * with its routes) have exactly the same keys, every value is a non-empty string, and both languages
 * use the same `{placeholders}` in each message. An area's keys stay out of the core, and every page
 * or component that shows an area's keys imports the area's module (or they would render as keys).
 */
import fs from 'fs';
import path from 'path';
import enUS from '@/locales/en-US';
import zhCN from '@/locales/zh-CN';
import { ALL_MESSAGES, AREA_MESSAGES } from '@/locales/areas/all';

const zh = ALL_MESSAGES['zh-CN'] as Record<string, unknown>;
const en = ALL_MESSAGES['en-US'] as Record<string, unknown>;

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

  it.each(Object.keys(AREA_MESSAGES))('area %s: its keys are not in the first-load core', (area) => {
    const core = { ...zhCN, ...enUS } as Record<string, unknown>;
    const keys = [...Object.keys(AREA_MESSAGES[area]['zh-CN']), ...Object.keys(AREA_MESSAGES[area]['en-US'])];
    expect(keys.filter((k) => k in core)).toEqual([]);
  });

  it('every page or component showing an area’s keys imports that area’s module', () => {
    const src = path.resolve(__dirname, '../../../src');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.tsx?$/.test(e.name)) files.push(p);
      }
    };
    walk(path.join(src, 'pages'));
    walk(path.join(src, 'components'));
    const missing: string[] = [];
    for (const f of files) {
      // Code only: comments (docstring examples) do not render anything.
      const code = fs.readFileSync(f, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
      for (const area of Object.keys(AREA_MESSAGES)) {
        const prefixes = [...new Set(Object.keys(AREA_MESSAGES[area]['zh-CN']).map((k) => k.split('.')[0]))];
        const uses = prefixes.some((p) => new RegExp(`['\`]${p}\\.[A-Za-z]`).test(code));
        if (uses && !code.includes(`@/locales/areas/${area}'`)) missing.push(`${path.relative(src, f)} uses ${area} keys without importing @/locales/areas/${area}`);
      }
    }
    expect(missing).toEqual([]);
    expect(files.length).toBeGreaterThan(30);
  });
});
