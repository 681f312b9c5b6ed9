/**
 * `GET /api/dashboard` counts from the areas' stores, never constants (the home page's VAT 申报 and
 * VAT 注册 figures were 0 for a seller with declarations): the seller's own rows, the agent's own
 * plus its clients', and a new declaration or application moves the figure.
 */
import routes from '../../../mock/dashboard';
import { db, issueToken, resetStore, visibleUserIds } from '../../../mock/_store';
import { declareStore } from '../../../mock/_store/declare';
import { vatServiceStore } from '../../../mock/_store/vat-service';
import { callRoute } from '../helpers/mock-call';

const dashboard = async (token?: string) => (await callRoute(routes as unknown as Record<string, unknown>, 'GET /api/dashboard', { token })).body;

beforeEach(() => resetStore());

describe('GET /api/dashboard', () => {
  it('refuses a call without a token', async () => {
    expect((await dashboard()).success).toBe(false);
  });

  it("counts the seller's own declarations and applications from the stores", async () => {
    const seller = db().users.find((u) => u.id === 1)!;
    const own = (rows: readonly { userId: number }[]) => rows.filter((r) => r.userId === seller.id).length;
    const d = (await dashboard(issueToken(1))).data;
    expect(d.declarations).toBe(own(declareStore().list));
    expect(d.declarations).toBeGreaterThan(0);
    expect(d.registrations).toBe(own(vatServiceStore().applications));
  });

  it("counts the agent's own rows and its clients'; more than the agent's own", async () => {
    const agent = db().users.find((u) => u.id === 2)!;
    const ids = new Set(visibleUserIds(agent));
    const d = (await dashboard(issueToken(2))).data;
    expect(d.declarations).toBe(declareStore().list.filter((x) => ids.has(x.userId)).length);
    expect(d.declarations).toBeGreaterThan(declareStore().list.filter((x) => x.userId === agent.id).length);
    expect(d.registrations).toBe(vatServiceStore().applications.filter((x) => ids.has(x.userId)).length);
  });

  it('a declaration added to the store moves the figure', async () => {
    const token = issueToken(1);
    const before = (await dashboard(token)).data.declarations;
    const one = declareStore().list.find((x) => x.userId === 1)!;
    declareStore().list.push({ ...one, id: 99999 });
    expect((await dashboard(token)).data.declarations).toBe(before + 1);
  });
});
