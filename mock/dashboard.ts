/** Mock of the console overview (`GET /api/dashboard`, our path). */
import { db, ok, route } from './_store';
import { calcStore } from './_store/calc';

export default {
  'GET /api/dashboard': route({
    access: 'user',
    handler: ({ res, user }) => {
      ok(res, {
        calculations: calcStore().calculations.filter((c) => c.userId === user.id).length,
        declarations: 0,
        registrations: 0,
        clients: db().users.filter((u) => u.invitedBy === user.id).length,
        notices: db().notices,
      });
    },
  }),
};
