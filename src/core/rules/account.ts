/**
 * Pure form rules of the account screens (spec §1 accounts, §3 profile fields, §5 validation):
 * registration, password reset, profile edits. Shared by the forms (through `toAntdRule` of ./index) and
 * by the mock API (mock/account.ts), so both give the same Chinese message for the same input.
 *
 * Every check returns `null` when the value passes, else the locale key of the message
 * (`account.rule.*`, see src/locales/zh-CN/account.ts). No React, no umi: runs in Node too.
 */
import { isEmail, isMobileCN } from '../utils/validators';
import { textLength } from '../utils/text';
import { isBlankValue, type RuleResult } from './index';

// The verdict type lives in ./index; re-exported because mock/account.ts imports it from here.
export type { RuleResult } from './index';

/** Password length bounds: 8 to 20 characters. */
const PASSWORD_MIN = 8;
const PASSWORD_MAX = 20;
/** Nickname length bounds: 2 to 20 characters (code points). */
const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 20;
/** SMS codes are 6 digits. */
const SMS_CODE_LENGTH = 6;
/** Largest avatar accepted: 2 MB (2 × 1024 × 1024 bytes). */
export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

const isBlank = isBlankValue;

/** Mainland mobile number (isMobileCN): required, 11 digits starting 13-19. */
export function checkMobile(v: unknown): RuleResult {
  if (isBlank(v)) return 'account.rule.mobile.required';
  return isMobileCN(v) ? null : 'account.rule.mobile.invalid';
}

/**
 * Password: required, 8-20 characters, at least one letter and one digit, no spaces.
 * Other printable characters (e.g. `@`) are allowed.
 */
export function checkPassword(v: unknown): RuleResult {
  if (isBlank(v) || typeof v !== 'string') return 'account.rule.password.required';
  if (v.length < PASSWORD_MIN || v.length > PASSWORD_MAX) return 'account.rule.password.length';
  if (/\s/.test(v)) return 'account.rule.password.space';
  if (!/[A-Za-z]/.test(v) || !/\d/.test(v)) return 'account.rule.password.mix';
  return null;
}

/** Password confirmation: required and equal to `password`. */
export function checkConfirm(password: unknown, confirm: unknown): RuleResult {
  if (isBlank(confirm)) return 'account.rule.confirm.required';
  return password === confirm ? null : 'account.rule.confirm.mismatch';
}

/** SMS code: required, exactly 6 digits. */
export function checkSmsCode(v: unknown): RuleResult {
  if (isBlank(v)) return 'account.rule.code.required';
  return typeof v === 'string' && new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(v) ? null : 'account.rule.code.invalid';
}

/** Nickname: required (not only spaces), 2-20 characters. */
export function checkNickname(v: unknown): RuleResult {
  if (isBlank(v) || typeof v !== 'string') return 'account.rule.nickname.required';
  const n = textLength(v.trim());
  return n >= NICKNAME_MIN && n <= NICKNAME_MAX ? null : 'account.rule.nickname.length';
}

/** E-mail (isEmail): required and well formed. */
export function checkEmail(v: unknown): RuleResult {
  if (isBlank(v)) return 'account.rule.email.required';
  return isEmail(typeof v === 'string' ? v.trim() : v) ? null : 'account.rule.email.invalid';
}

/** Service agreement and privacy policy must be accepted before registering. */
export function checkAgreement(v: unknown): RuleResult {
  return v === true ? null : 'account.rule.agreement.required';
}

/**
 * Avatar file: an uploadable raster image by extension (png, jpg, jpeg, bmp, gif, webp: spec §5's
 * image extensions without svg, psd and tiff, see `UPLOAD_IMAGE_EXTENSIONS`) of at most
 * {@link AVATAR_MAX_BYTES}. `isImage` is passed in (`isUploadableImage`) so this module stays free of
 * the file helpers' import chain.
 */
export function checkAvatar(file: { name: string; size: number }, isImage: (name: string) => boolean): RuleResult {
  if (!isImage(file.name)) return 'account.rule.avatar.type';
  if (file.size > AVATAR_MAX_BYTES) return 'account.rule.avatar.size';
  return null;
}
