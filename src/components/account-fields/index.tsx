/**
 * The account forms' fields (mobile, SMS code, password, confirmation), shared by the account pages
 * (register, forgotten password) and the profile pages (mobile change, password): moved down from
 * src/pages/account/_fields.tsx so no page imports another feature's folder (issue #18).
 */
import { Form, Input } from 'antd';
import type { FormInstance } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import SmsCodeInput from '@/components/SmsCodeInput';
import { toAntdRule } from '@/core/rules';
import { checkConfirm, checkMobile, checkPassword, checkSmsCode } from '@/core/rules/account';
import { failureField, showFailure } from '@/hooks/useFormCall';
import type { Translate } from '@/hooks/useT';

/** The translator of `useT()`. */
type T = Translate;

/** Mobile number field (`name="mobile"`), checked with {@link checkMobile}. */
export function MobileField({ t, label, name = 'mobile' }: { t: T; label?: string; name?: string }) {
  return (
    <Form.Item name={name} label={label ?? t('account.mobile')} rules={[toAntdRule(checkMobile, t)]} validateTrigger="onBlur">
      <Input inputMode="tel" maxLength={11} autoComplete="tel" placeholder={t('account.mobile.placeholder')} />
    </Form.Item>
  );
}

/**
 * SMS code field (`name="code"`). `send` calls the API; this wrapper first validates the mobile
 * field(s) named in `needs`, shows failures at their field (a rate limit counts down the seconds the
 * server gives) and a success toast.
 */
export function CodeField(props: {
  t: T;
  form: FormInstance;
  message: MessageInstance;
  send: () => Promise<unknown>;
  needs?: string[];
  fields?: string[];
  initialCountdown?: number;
  /** Server field names shown at another field, e.g. `{ mobile: 'code' }`. */
  aliases?: Record<string, string>;
}) {
  const { t, form, message, send, needs = ['mobile'], fields = ['mobile', 'code'], initialCountdown, aliases } = props;
  const onSend = async () => {
    try {
      if (needs.length) await form.validateFields(needs);
    } catch {
      // the form shows which field is wrong under it; no code is sent
      return false;
    }
    try {
      await send();
      message.success(t('account.code.sent'));
      return true;
    } catch (e) {
      showFailure(e, form, message, fields, aliases);
      return failureField(e).retryAfter ?? false;
    }
  };
  return (
    <Form.Item name="code" label={t('account.code')} rules={[toAntdRule(checkSmsCode, t)]} validateTrigger="onBlur">
      <SmsCodeInput onSend={onSend} initialCountdown={initialCountdown} />
    </Form.Item>
  );
}

/** New password (`name`, default `password`) with the 8-20 letters-and-digits rule and a hint. */
export function PasswordField({ t, name = 'password', label }: { t: T; name?: string; label?: string }) {
  return (
    <Form.Item
      name={name}
      label={label ?? t('account.password')}
      rules={[toAntdRule(checkPassword, t)]}
      extra={t('account.password.hint')}
      validateTrigger="onBlur"
    >
      <Input.Password autoComplete="new-password" placeholder={t('account.password.placeholder')} />
    </Form.Item>
  );
}

/** Confirmation of the field `of` (default `password`), `name="confirm"`. */
export function ConfirmField({ t, of = 'password' }: { t: T; of?: string }) {
  return (
    <Form.Item
      name="confirm"
      label={t('account.confirm')}
      dependencies={[of]}
      validateTrigger="onBlur"
      rules={[
        ({ getFieldValue }) => ({
          validator: (_: unknown, v: unknown) => {
            const key = checkConfirm(getFieldValue(of), v);
            return key ? Promise.reject(new Error(t(key))) : Promise.resolve();
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" placeholder={t('account.confirm.placeholder')} />
    </Form.Item>
  );
}
