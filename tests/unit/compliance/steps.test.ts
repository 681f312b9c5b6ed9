/**
 * The compliance wizard's step list → routes (issue #22): the company step is open (spec §2 lists
 * `/user/compliance/company-info` among the unguarded routes), the other steps, the preview and the
 * finished page are guarded; the route table has them with the auth wrapper or without it.
 */
import routes from '../../../config/routes';
import { COMPLIANCE_WIZARD } from '@/core/compliance/steps';
import { wizardRoutes } from '@/core/wizard/steps';

describe('the compliance wizard routes', () => {
  it('puts an open step in the open routes and the rest in the guarded ones', () => {
    const r = wizardRoutes(COMPLIANCE_WIZARD, { component: 'compliance/wizard', title: 't' });
    expect(r.open.map((x) => x.path)).toEqual(['/user/compliance/company-info']);
    expect(r.guarded.map((x) => x.path)).toEqual(['/user/compliance/legal-person-info', '/user/compliance/info', '/user/compliance/preview', '/user/compliance/preview/finished']);
  });

  it('serves the ten routes of issue #22: the list and the company step without the guard, the rest behind it', () => {
    const guarded = (p: string) => (routes.find((x) => x.path === p)?.wrappers ?? []).some((w) => w.endsWith('/wrappers/auth'));
    const paths = ['/user/compliance', '/user/compliance/company-info', '/user/compliance/legal-person-info', '/user/compliance/info', '/user/compliance/preview', '/user/compliance/preview/finished', '/user/compliance/list', '/user/me-duty-paragraph', '/user/me-duty-paragraph/view-progress', '/user/me-duty-paragraph/view-reason'];
    for (const p of paths) expect(routes.some((x) => x.path === p)).toBe(true);
    expect(paths.filter((p) => !guarded(p))).toEqual(['/user/compliance/company-info', '/user/compliance/list']);
  });
});
