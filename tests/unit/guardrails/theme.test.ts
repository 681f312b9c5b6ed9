/**
 * Guard rail: the theme (config/theme.ts) keeps WCAG AA text contrast — 4.5:1 — for the pairs the
 * console renders, computed from antd's own derived tokens; src/global.less's CSS variables equal
 * their tokens; and no stylesheet under src/ sets a text colour below 4.5:1 on white.
 */
import fs from 'fs';
import path from 'path';
import { theme } from 'antd';
import { CSS_VARIABLES, LAYOUT_BG, themeComponents, themeToken } from '../../../config/theme';

const ROOT = path.resolve(__dirname, '../../..');
const AA = 4.5;

/** `#rgb`, `#rrggbb`, `rgb(...)` or `rgba(...)` as [r, g, b, a] (0-255, alpha 0-1). */
function parse(color: string): [number, number, number, number] {
  const c = color.trim().toLowerCase();
  const hex = c.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/);
  if (hex) {
    const h = hex[1].length === 3 ? [...hex[1]].map((x) => x + x).join('') : hex[1];
    return [parseInt(h.slice(0, 2), 16), parseInt(h.slice(2, 4), 16), parseInt(h.slice(4, 6), 16), 1];
  }
  const fn = c.match(/^rgba?\(([^)]+)\)$/);
  if (fn) {
    const [r, g, b, a = '1'] = fn[1].split(/[\s,/]+/).filter(Boolean);
    return [Number(r), Number(g), Number(b), Number(a)];
  }
  throw new Error(`unsupported colour ${color}`);
}

/** `fg` drawn over the opaque `bg`. */
function blend(fg: string, bg: string): [number, number, number] {
  const [r, g, b, a] = parse(fg);
  const [R, G, B] = parse(bg);
  return [r * a + R * (1 - a), g * a + G * (1 - a), b * a + B * (1 - a)];
}

function luminance([r, g, b]: [number, number, number]): number {
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of text `fg` on background `bg`. */
function contrast(fg: string, bg: string): number {
  const l1 = luminance(blend(fg, bg));
  const l2 = luminance(blend(bg, '#ffffff'));
  const [hi, lo] = l1 > l2 ? [l1, l2] : [l2, l1];
  return (hi + 0.05) / (lo + 0.05);
}

const token = theme.getDesignToken({ token: themeToken }) as unknown as Record<string, string>;

describe('theme contrast guard rails', () => {
  it('computes contrast like WCAG (black on white 21, #767676 on white 4.54)', () => {
    expect(contrast('#000', '#fff')).toBeCloseTo(21, 1);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  const textOnBackgrounds: [string, string[]][] = [
    ['colorText', ['#ffffff', LAYOUT_BG, token.colorBgLayout]],
    ['colorTextSecondary', ['#ffffff', LAYOUT_BG, token.colorBgLayout]],
    ['colorTextTertiary', ['#ffffff', LAYOUT_BG, token.colorBgLayout]],
    ['colorTextDescription', ['#ffffff', LAYOUT_BG, token.colorBgLayout]],
    ['colorTextPlaceholder', ['#ffffff', '#fafafa']],
    ['colorPrimary', ['#ffffff', LAYOUT_BG]],
    ['colorLink', ['#ffffff', LAYOUT_BG]],
    ['colorError', ['#ffffff', token.colorErrorBg]],
    ['colorSuccess', ['#ffffff', token.colorSuccessBg]],
    ['colorWarning', ['#ffffff', token.colorWarningBg]],
    ['colorInfo', ['#ffffff', token.colorInfoBg]],
  ];
  it.each(textOnBackgrounds)('%s reaches 4.5:1 on its backgrounds', (name, backgrounds) => {
    const low = backgrounds.map((bg) => [bg, contrast(token[name], bg)] as const).filter(([, ratio]) => ratio < AA);
    expect(low.map(([bg, ratio]) => `${name} ${token[name]} on ${bg}: ${ratio.toFixed(2)}:1`)).toEqual([]);
  });

  it('white text reaches 4.5:1 on primary and danger buttons', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrast('#ffffff', token.colorError)).toBeGreaterThanOrEqual(AA);
  });

  it('the empty-state text of Table and List reaches 4.5:1', () => {
    for (const c of Object.values(themeComponents)) expect(contrast(c.colorTextDisabled, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });

  it('src/global.less defines each CSS variable with its token value', () => {
    const less = fs.readFileSync(path.join(ROOT, 'src/global.less'), 'utf8');
    const declared = Object.fromEntries([...less.matchAll(/(--yishui-[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1], m[2].trim().toLowerCase()]));
    expect(declared).toEqual(Object.fromEntries(Object.entries(CSS_VARIABLES).map(([k, v]) => [k, v.toLowerCase()])));
  });

  it('no stylesheet under src/ sets a text colour below 4.5:1 on white', () => {
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        if (e.name.startsWith('.umi')) continue;
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (/\.(less|css)$/.test(e.name)) files.push(p);
      }
    };
    walk(path.join(ROOT, 'src'));
    const low: string[] = [];
    for (const file of files) {
      fs.readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          const m = line.match(/(?:^|[\s;{])color\s*:\s*([^;!]+)/);
          if (!m) return;
          let value = m[1].trim();
          const v = value.match(/^var\((--[\w-]+)\)$/);
          if (v) value = (CSS_VARIABLES as Record<string, string>)[v[1]] ?? value;
          if (!/^(#|rgb)/i.test(value)) return; // inherit, currentColor, less variables…
          const ratio = contrast(value, '#ffffff');
          if (ratio < AA) low.push(`${path.relative(ROOT, file)}:${i + 1} color ${m[1].trim()} is ${ratio.toFixed(2)}:1 on white`);
        });
    }
    expect(files.length).toBeGreaterThan(0);
    expect(low).toEqual([]);
  });
});
