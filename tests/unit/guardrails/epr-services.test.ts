/**
 * Guard rail (issue #31 "EPR services as declared records"): every EPR service is declared once, by
 * `defineEprService` in src/core/epr/services/*.ts, and listed once in src/core/epr/services/index.ts;
 * every record is complete (every fact present, or `{ none }` with a Chinese reason); its locale keys
 * exist in zh-CN and en-US (the number message in zh-CN is the record's own); and no code in src/ or
 * mock/ switches on a service key (`case '<key>'`): what differs per service is read from its record.
 */
import fs from 'fs';
import path from 'path';
import { EPR_SECTIONS, EPR_STREAMS, isNone, localeKeysOf, type EprServiceSpec } from '@/core/epr/define';
import { EPR_SERVICE_KEYS, EPR_SERVICE_LIST, EPR_SERVICES } from '@/core/epr/services';
import enEpr from '@/locales/en-US/epr';
import zhEpr from '@/locales/zh-CN/epr';

const ROOT = path.resolve(__dirname, '../../..');
const SERVICES_DIR = path.join(ROOT, 'src/core/epr/services');

/** Every `.ts`/`.tsx` file under `dir` (generated folders skipped). */
function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) return d.name.startsWith('.') || d.name === 'node_modules' ? [] : sources(p);
    return /\.(ts|tsx)$/.test(d.name) ? [p] : [];
  });
}

/** The facts every record declares (src/core/epr/define.ts `EprServiceSpec`). */
const FACTS: (keyof EprServiceSpec)[] = ['key', 'country', 'stream', 'transfer', 'register', 'number', 'needsRepresentative', 'reportDueDays', 'defaults', 'fields', 'section', 'completeness', 'listColumns'];

/** Every `{ none }` inside `v`, with its path. */
function nones(v: unknown, at = ''): [string, string][] {
  if (isNone(v)) return [[at, v.none]];
  if (Array.isArray(v)) return v.flatMap((x, i) => nones(x, `${at}[${i}]`));
  if (v && typeof v === 'object' && !(v instanceof RegExp)) return Object.entries(v).flatMap(([k, x]) => (k === 'schema' ? [] : nones(x, at ? `${at}.${k}` : k)));
  return [];
}

const CHINESE = /[\u4e00-\u9fff]/;

describe('EPR services: declared once', () => {
  it('each key is declared by exactly one defineEprService call under src/core/epr/services', () => {
    const declared = fs
      .readdirSync(SERVICES_DIR)
      .filter((f) => f.endsWith('.ts') && f !== 'index.ts')
      .flatMap((f) => {
        const text = fs.readFileSync(path.join(SERVICES_DIR, f), 'utf8');
        // The first `key: '…'` after each call is the record's key (fields are named with `name`).
        return [...text.matchAll(/defineEprService\(\{[\s\S]*?\bkey: '([A-Za-z]+)'/g)].map((m) => m[1]);
      });
    expect([...declared].sort()).toEqual([...EPR_SERVICE_KEYS].sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it('the list holds each record once, and every record a country module exports is in it', () => {
    expect(new Set(EPR_SERVICE_LIST).size).toBe(EPR_SERVICE_LIST.length);
    expect(new Set(EPR_SERVICE_KEYS).size).toBe(EPR_SERVICE_KEYS.length);
    const modules = fs.readdirSync(SERVICES_DIR).filter((f) => f.endsWith('.ts') && f !== 'index.ts');
    for (const m of modules) {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      const exported = Object.values(require(path.join(SERVICES_DIR, m)) as Record<string, unknown>).filter((x) => !!x && typeof x === 'object' && 'schema' in (x as object));
      for (const r of exported) expect([m, (EPR_SERVICE_LIST as readonly unknown[]).includes(r)]).toEqual([m, true]);
    }
  });

  it('nothing but the records module spells the registration-number formats: no `case` on a format id in src/core/epr', () => {
    const ids = [...new Set(EPR_SERVICE_LIST.flatMap((s) => (isNone(s.number) ? [] : [s.number.id])))];
    const hits = sources(path.join(ROOT, 'src/core/epr')).flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return ids.filter((id) => text.includes(`case '${id}'`)).map((id) => `${path.relative(ROOT, f)}: case '${id}'`);
    });
    expect(hits).toEqual([]);
  });
});

describe.each(EPR_SERVICE_KEYS)('EPR service %s: complete', (key) => {
  const s = EPR_SERVICES[key];

  it('declares every fact; a fact it lacks is { none } with a Chinese reason', () => {
    expect(FACTS.filter((f) => s[f] === undefined || s[f] === null)).toEqual([]);
    expect(['recoveryFee', 'officeId', 'values'].filter((f) => !(f in s.defaults))).toEqual([]);
    for (const [at, reason] of nones(s)) expect([at, CHINESE.test(reason) && reason.trim().length >= 6]).toEqual([at, true]);
  });

  it('its facts are well-formed: stream, section, register, due days, number format', () => {
    expect(EPR_STREAMS).toContain(s.stream);
    expect(EPR_SECTIONS).toContain(s.section);
    expect(s.register.id.trim() && s.register.name.trim()).toBeTruthy();
    expect(s.reportDueDays.length).toBeGreaterThan(0);
    for (const d of s.reportDueDays) expect(d.month >= 1 && d.month <= 12 && d.day >= 0 && d.day <= 31).toBe(true);
    const n = s.number;
    expect(isNone(n) || (CHINESE.test(n.message) && n.example.trim() !== '')).toBe(true);
    expect(s.fields.length).toBeGreaterThan(0);
    expect(s.listColumns.length).toBeGreaterThan(0);
  });

  it('its locale keys are in zh-CN and en-US; the zh-CN number message is the record\'s', () => {
    // The epr area's files (src/locales/areas/epr.ts registers exactly these two).
    const zh = zhEpr as Record<string, string>;
    const en = enEpr as Record<string, string>;
    const keys = localeKeysOf(s);
    expect(keys.filter((k) => !zh[k])).toEqual([]);
    expect(keys.filter((k) => !en[k])).toEqual([]);
    const n = s.number;
    expect(isNone(n) ? null : zh[`epr.rule.number.${n.id}`]).toBe(isNone(n) ? null : n.message);
  });
});

describe('no switch on a service key', () => {
  it.each([['src'], ['mock']])('no `case \'<service key>\'` in %s/', (dir) => {
    const hits = sources(path.join(ROOT, dir)).flatMap((f) => {
      const text = fs.readFileSync(f, 'utf8');
      return EPR_SERVICE_KEYS.filter((k) => new RegExp(`case\\s+(['"\`])${k}\\1`).test(text)).map((k) => `${path.relative(ROOT, f)}: case '${k}'`);
    });
    expect(hits).toEqual([]);
  });
});
