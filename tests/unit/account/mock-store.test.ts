/** SMS codes and QR tickets of the account mock (mock/_store/account.ts): expiry, single use, rate limit. */
import { resetStore } from '../../../mock/_store';
import {
  accountState,
  consumeSmsCode,
  createEmailToken,
  createWxTicket,
  lastSent,
  maskMobile,
  readWxTicket,
  sendSmsCode,
  SMS_INTERVAL_MS,
  SMS_TTL_MS,
  WX_TICKET_TTL_MS,
} from '../../../mock/_store/account';

const M = '13700001111';
let log: jest.SpyInstance;

beforeEach(() => {
  resetStore();
  log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
});
afterEach(() => log.mockRestore());

describe('SMS codes', () => {
  it('sends a 6-digit code, logs it and records it in the outbox', () => {
    const r = sendSmsCode(M, 2, 1_000);
    expect('code' in r && r.code).toMatch(/^\d{6}$/);
    const code = (r as { code: string }).code;
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`[mock sms] ${M} code ${code}`));
    expect(lastSent(M)).toMatchObject({ to: M, kind: 'sms', type: 2, code });
  });

  it('refuses a second code for the same number and type within 60 s, with the seconds left', () => {
    sendSmsCode(M, 2, 0);
    expect(sendSmsCode(M, 2, 15_000)).toEqual({ retryAfter: 45 });
    expect(sendSmsCode(M, 2, SMS_INTERVAL_MS - 1)).toEqual({ retryAfter: 1 });
    expect('code' in sendSmsCode(M, 2, SMS_INTERVAL_MS)).toBe(true);
    // Another purpose of the same number is counted separately.
    expect('code' in sendSmsCode(M, 3, 1_000)).toBe(true);
  });

  it('a code is single use', () => {
    const { code } = sendSmsCode(M, 2, 0) as { code: string };
    expect(consumeSmsCode(M, 2, code, 1_000)).toBe('ok');
    expect(consumeSmsCode(M, 2, code, 2_000)).toBe('expired');
  });

  it('a wrong code is refused and the right one still works', () => {
    const { code } = sendSmsCode(M, 2, 0) as { code: string };
    const wrong = code === '000000' ? '111111' : '000000';
    expect(consumeSmsCode(M, 2, wrong, 1_000)).toBe('wrong');
    expect(consumeSmsCode(M, 3, code, 1_000)).toBe('missing');
    expect(consumeSmsCode(M, 2, code, 1_000)).toBe('ok');
  });

  it('a code expires after 5 minutes', () => {
    const { code } = sendSmsCode(M, 2, 0) as { code: string };
    expect(consumeSmsCode(M, 2, code, SMS_TTL_MS + 1)).toBe('expired');
    expect(consumeSmsCode(M, 2, code, SMS_TTL_MS + 2)).toBe('expired');
  });

  it('reset clears the codes', () => {
    sendSmsCode(M, 2, Date.now());
    resetStore();
    expect(accountState().smsCodes.size).toBe(0);
    expect(lastSent(M)).toBeUndefined();
  });
});

describe('WeChat tickets and e-mail tokens', () => {
  it('a ticket waits, then expires after 2 minutes', () => {
    const { ticket, expiresIn } = createWxTicket('login', undefined, 0);
    expect(expiresIn).toBe(WX_TICKET_TTL_MS / 1000);
    expect(readWxTicket(ticket, 1_000)?.status).toBe('waiting');
    expect(readWxTicket(ticket, WX_TICKET_TTL_MS + 1)?.status).toBe('expired');
    expect(readWxTicket('nope')).toBeUndefined();
  });

  it('an e-mail token is recorded as pending with its link', () => {
    const { token, link } = createEmailToken(1, 'new@example.cn', 0);
    expect(link).toBe(`/global/verify-email?token=${token}`);
    expect(accountState().pendingEmails.get(1)).toBe('new@example.cn');
    expect(lastSent('new@example.cn')).toMatchObject({ kind: 'email', link });
  });

  it('masks mobile numbers', () => expect(maskMobile('13800138000')).toBe('138****8000'));
});
