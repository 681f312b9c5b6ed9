/**
 * Mock of the console overview (`GET /api/dashboard`, our path): every figure is counted from the
 * areas' own stores, scoped to what the caller may see (the user's own rows, plus an agent's client
 * users' rows): `calculations` (the user's tax calculations), `declarations` (VAT declarations),
 * `registrations` (VAT service applications), `clients` (users the caller invited), `notices`.
 */
import { db, ok, route, visibleUserIds } from './_store';
import { calcStore } from './_store/calc';
import { declareStore } from './_store/declare';
import { vatServiceStore } from './_store/vat-service';

export default {
  'GET /api/dashboard': route({
    access: 'user',
    handler: ({ res, user }) => {
      const visible = new Set(visibleUserIds(user));
      ok(res, {
        calculations: calcStore().calculations.filter((c) => c.userId === user.id).length,
        declarations: declareStore().list.filter((d) => visible.has(d.userId)).length,
        registrations: vatServiceStore().applications.filter((a) => visible.has(a.userId)).length,
        clients: db().users.filter((u) => u.invitedBy === user.id).length,
        notices: db().notices,
      });
    },
  }),
};
