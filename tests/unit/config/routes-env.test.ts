/**
 * Developer pages stay out of production (issue #9): config/routes.ts spreads config/routes/dev.ts
 * only when `NODE_ENV === 'development'` (`max dev`). Jest (`test`) and `max build` (`production`)
 * get the table without them — the route sweep runs on that table, and the browser tests check that
 * `/dev/components` is the 404 page of the production build (tests/e2e/common.e2e.test.ts).
 * The VAT records routes are in the table: open `temporaryDataSet`, the guarded lists in the VAT
 * menu group, the wizard's four hidden step routes.
 */
import type { AppRoute } from '../../../config/routes';

/** The route table as `config/routes.ts` builds it under `NODE_ENV=env`. */
function routesUnder(env: string): AppRoute[] {
  const saved = process.env.NODE_ENV;
  let routes: AppRoute[] = [];
  try {
    (process.env as Record<string, string>).NODE_ENV = env;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-var-requires
      routes = require('../../../config/routes').default as AppRoute[];
    });
  } finally {
    (process.env as Record<string, string | undefined>).NODE_ENV = saved;
  }
  return routes;
}

const paths = (routes: AppRoute[]) => routes.map((r) => r.path);

describe('developer routes', () => {
  it('are absent under jest and in a production build', () => {
    expect(process.env.NODE_ENV).toBe('test');
    for (const env of ['test', 'production']) {
      expect(paths(routesUnder(env)).filter((p) => p.startsWith('/dev'))).toEqual([]);
    }
  });

  it('are present in the development server only', () => {
    const dev = routesUnder('development');
    expect(paths(dev)).toContain('/dev/components');
    expect(dev.find((r) => r.path === '/dev/components')?.wrappers).toEqual(['@/wrappers/auth']);
    // Nothing else differs.
    expect(paths(dev).filter((p) => !p.startsWith('/dev'))).toEqual(paths(routesUnder('production')));
  });

  it('the demo wizard is gone', () => {
    expect(paths(routesUnder('development')).filter((p) => p.startsWith('/dev/wizard'))).toEqual([]);
  });
});

describe('VAT records routes', () => {
  const routes = routesUnder('production');
  const byPath = (p: string) => routes.find((r) => r.path === p);

  it('the shared data set is open, without the console layout', () => {
    const r = byPath('/user/vat-tax/temporaryDataSet')!;
    expect(r).toMatchObject({ component: 'vat-tax/temporaryDataSet', title: 'title.vatTax.shared', layout: false });
    expect(r.wrappers).toBeUndefined();
  });

  it('the lists are guarded, in the menu groups by job (issue #25) with icons', () => {
    for (const [p, name, group] of [
      ['/user/vat-tax', 'vatTax', 'records'],
      ['/user/vat-tax/overdue-tax', 'vatTaxOverdue', 'declare'],
      ['/user/vat-tax/tax-records', 'vatTaxRecords', 'records'],
    ]) {
      const r = byPath(p)!;
      expect(r).toMatchObject({ name, group, wrappers: ['@/wrappers/auth'] });
      expect(r.icon).toMatch(/Outlined$/);
      expect(r.title).toMatch(/^title\.vatTax\./);
    }
  });

  it('the wizard has one hidden guarded route per step, all on one page', () => {
    const steps = ['/user/vat-tax/tag', '/user/vat-tax/tag/note', '/user/vat-tax/tag/preview', '/user/vat-tax/tag/finished'].map(byPath);
    for (const r of steps) expect(r).toMatchObject({ component: 'vat-tax/tag', title: 'title.vatTax.tag', hideInMenu: true, wrappers: ['@/wrappers/auth'] });
  });
});
