/** Mock of the console overview (`GET /api/dashboard`, our path). */
import { db, guarded, ok } from './_store';

export default {
  'GET /api/dashboard': guarded((_req, res, user) => {
    const s = db();
    const count = (name: string) =>
      ((s[name] as { userId: number }[] | undefined) ?? []).filter((r) => r.userId === user.id).length;
    ok(res, {
      calculations: count('calculations'),
      declarations: count('declarations'),
      registrations: count('registrations'),
      clients: s.users.filter((u) => u.invitedBy === user.id).length,
      notices: s.notices,
    });
  }),
};
