/**
 * Guard rail (issue #34 "Pages on the kit"): the four pages that had grown fat stay small — each page
 * file under 250 lines, its parts in small components and hooks of its own feature folder (see
 * docs/guard-rails.md "Page size" and docs/adding-a-screen.md "Hand-rolled pages").
 */
import fs from 'fs';
import path from 'path';
import { ROOT } from './source-scan';

const MAX_LINES = 250;
/** The pages split in issue #34, with the lines they had then. */
const PAGES: Record<string, number> = {
  'src/pages/batch/many-upload/index.tsx': 732,
  'src/pages/declare/my-declare/index.tsx': 525,
  'src/pages/batch-declaration/index.tsx': 544,
  'src/pages/lookup/vat-query/index.tsx': 459,
};

const lines = (rel: string) => fs.readFileSync(path.join(ROOT, rel), 'utf8').split('\n').length;

describe('the split pages stay under 250 lines', () => {
  it.each(Object.keys(PAGES))('%s', (rel) => {
    expect(lines(rel)).toBeLessThan(MAX_LINES);
  });

  it('each keeps its parts beside it in its feature folder', () => {
    for (const rel of Object.keys(PAGES)) {
      const dir = path.dirname(path.join(ROOT, rel));
      const parts = fs.readdirSync(dir).filter((f) => /\.(ts|tsx)$/.test(f) && f !== 'index.tsx');
      expect([rel, parts.length >= 3]).toEqual([rel, true]);
      // none of the parts is a fat page in disguise
      for (const p of parts) expect([`${path.dirname(rel)}/${p}`, lines(path.join(path.dirname(rel), p)) < 320]).toEqual([`${path.dirname(rel)}/${p}`, true]);
    }
  });
});
