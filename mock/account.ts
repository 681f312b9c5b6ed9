/**
 * Mock of the account calls (spec §7 "Account"): login, logout, current user.
 * Registration, SMS codes, profile edits and WeChat come with the accounts issue.
 */
import { checkPassword, db, fail, guarded, invalid, issueToken, ok, open, publicUser } from './_store';

export default {
  'POST /api/auth/login': open((req, res) => {
    const { username, password } = req.body || {};
    if (!username || typeof username !== 'string') return invalid(res, 'username', '请输入用户名或手机号');
    if (!password || typeof password !== 'string') return invalid(res, 'password', '请输入密码');
    const user = db().users.find((u) => u.username === username.trim() || u.mobile === username.trim());
    if (!user || !checkPassword(password, user.passwordHash)) {
      return fail(res, '用户名或密码错误', { errorCode: 'LOGIN_FAILED', data: { field: 'password' } });
    }
    ok(res, { token: issueToken(user.id), user: publicUser(user) });
  }),

  'POST /api/auth/logout': guarded((req, res) => {
    const token = String(req.headers.authorization || '').replace(/^Bearer\s+/i, '');
    delete db().tokens[token];
    ok(res, null);
  }),

  'GET /api/user/info': guarded((_req, res, user) => ok(res, publicUser(user))),
};
