/** Form rules of the account screens (src/core/rules/account.ts), shared by the forms and the mock. */
import {
  AVATAR_MAX_BYTES,
  checkAgreement,
  checkAvatar,
  checkConfirm,
  checkEmail,
  checkMobile,
  checkNickname,
  checkPassword,
  checkSmsCode,
} from '@/core/rules/account';
import { toAntdRule } from '@/core/rules';
import { isImageFile } from '@/core/utils/file';
import zh from '@/locales/zh-CN/account';
import en from '@/locales/en-US/account';

describe('checkMobile', () => {
  it.each(['13800138000', '19912345678', '15000000000'])('accepts %s', (m) => expect(checkMobile(m)).toBeNull());
  it.each([
    ['', 'account.rule.mobile.required'],
    ['   ', 'account.rule.mobile.required'],
    [undefined, 'account.rule.mobile.required'],
    ['1380013800', 'account.rule.mobile.invalid'],
    ['138001380001', 'account.rule.mobile.invalid'],
    ['12800138000', 'account.rule.mobile.invalid'],
    ['+8613800138000', 'account.rule.mobile.invalid'],
    ['138 0013 800', 'account.rule.mobile.invalid'],
    [13800138000, 'account.rule.mobile.invalid'],
  ])('refuses %p', (m, key) => expect(checkMobile(m)).toBe(key));
});

describe('checkPassword', () => {
  it.each(['abcd1234', 'Yishui@2026', 'a1'.repeat(10)])('accepts %s', (p) => expect(checkPassword(p)).toBeNull());
  it.each([
    ['', 'account.rule.password.required'],
    [undefined, 'account.rule.password.required'],
    ['abc123', 'account.rule.password.length'],
    ['abcd123', 'account.rule.password.length'],
    ['a1'.repeat(10) + 'x', 'account.rule.password.length'],
    ['abcdefgh', 'account.rule.password.mix'],
    ['12345678', 'account.rule.password.mix'],
    ['abcd 1234', 'account.rule.password.space'],
  ])('refuses %p', (p, key) => expect(checkPassword(p)).toBe(key));
});

describe('checkConfirm', () => {
  it('passes when equal', () => expect(checkConfirm('abcd1234', 'abcd1234')).toBeNull());
  it('requires the confirmation', () => expect(checkConfirm('abcd1234', '')).toBe('account.rule.confirm.required'));
  it('refuses a mismatch', () => expect(checkConfirm('abcd1234', 'abcd12345')).toBe('account.rule.confirm.mismatch'));
});

describe('checkSmsCode', () => {
  it('accepts 6 digits', () => expect(checkSmsCode('012345')).toBeNull());
  it.each([
    ['', 'account.rule.code.required'],
    ['12345', 'account.rule.code.invalid'],
    ['1234567', 'account.rule.code.invalid'],
    ['12a456', 'account.rule.code.invalid'],
  ])('refuses %p', (c, key) => expect(checkSmsCode(c)).toBe(key));
});

describe('checkNickname', () => {
  it.each(['张伟', 'ab', '一'.repeat(20), '😀😀'])('accepts %s', (n) => expect(checkNickname(n)).toBeNull());
  it.each([
    ['', 'account.rule.nickname.required'],
    ['  ', 'account.rule.nickname.required'],
    ['张', 'account.rule.nickname.length'],
    [' 张 ', 'account.rule.nickname.length'],
    ['一'.repeat(21), 'account.rule.nickname.length'],
  ])('refuses %p', (n, key) => expect(checkNickname(n)).toBe(key));
});

describe('checkEmail', () => {
  it.each(['a@b.cn', 'zhang.wei@example.com', ' x@y.org '])('accepts %p', (e) => expect(checkEmail(e)).toBeNull());
  it.each([
    ['', 'account.rule.email.required'],
    ['a@b', 'account.rule.email.invalid'],
    ['a.example.com', 'account.rule.email.invalid'],
    ['a@@b.com', 'account.rule.email.invalid'],
  ])('refuses %p', (e, key) => expect(checkEmail(e)).toBe(key));
});

describe('checkAgreement and checkAvatar', () => {
  it('needs the box ticked', () => {
    expect(checkAgreement(true)).toBeNull();
    expect(checkAgreement(false)).toBe('account.rule.agreement.required');
    expect(checkAgreement(undefined)).toBe('account.rule.agreement.required');
  });
  it('takes images up to 2 MB only', () => {
    expect(checkAvatar({ name: 'me.PNG', size: 1000 }, isImageFile)).toBeNull();
    expect(checkAvatar({ name: 'me.jpg', size: AVATAR_MAX_BYTES }, isImageFile)).toBeNull();
    expect(checkAvatar({ name: 'me.jpg', size: AVATAR_MAX_BYTES + 1 }, isImageFile)).toBe('account.rule.avatar.size');
    expect(checkAvatar({ name: 'me.pdf', size: 10 }, isImageFile)).toBe('account.rule.avatar.type');
    expect(checkAvatar({ name: 'png', size: 10 }, isImageFile)).toBe('account.rule.avatar.type');
  });
});

describe('toAntdRule and messages', () => {
  const t = (id: string) => (zh as Record<string, string>)[id] ?? `missing:${id}`;
  it('rejects with the translated message and resolves on valid input', async () => {
    const rule = toAntdRule(checkMobile, t);
    await expect(rule.validator(null, '123')).rejects.toThrow('请输入正确的 11 位手机号');
    await expect(rule.validator(null, '13800138000')).resolves.toBeUndefined();
  });
  it('every rule key has a zh-CN and an en-US message, and both locales have the same keys', () => {
    const keys = Object.keys(zh).filter((k) => k.startsWith('account.rule.'));
    expect(keys.length).toBeGreaterThanOrEqual(18);
    for (const k of keys) expect((zh as Record<string, string>)[k]).toMatch(/[\u4e00-\u9fa5]/);
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
  });
});
