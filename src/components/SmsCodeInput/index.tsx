import { useIntl } from '@umijs/max';
import { useCountDown } from 'ahooks';
import { Button, Input, Space } from 'antd';
import { useRef, useState } from 'react';

/** Seconds before another code may be asked for (the mock's rate limit, issue "Accounts"). */
const SMS_RESEND_SECONDS = 60;

/** Props of {@link SmsCodeInput}. `value` / `onChange` are given by the enclosing `Form.Item`. */
interface SmsCodeInputProps {
  value?: string;
  onChange?: (value: string) => void;
  /**
   * Sends a code. Resolve `true` (or nothing) to start the 60 s countdown, a number of seconds to
   * count that long (e.g. the server's `retryAfter`), `false` to not count (e.g. the mobile number
   * failed validation). A rejection counts as `false`.
   */
  onSend: () => Promise<boolean | number | void>;
  /** Start counting at mount (the code was just sent by the previous step). */
  initialCountdown?: number;
  /** id of the input (default `code`). */
  id?: string;
  placeholder?: string;
  size?: 'large' | 'middle' | 'small';
  disabled?: boolean;
}

/**
 * A 6-digit SMS code field with a "获取验证码" button that counts down 60 s after a send
 * (ahooks `useCountDown`). The button is disabled while sending and while counting, so it cannot be
 * double-clicked. Reusable in any form: `<Form.Item name="code"><SmsCodeInput onSend={…} /></Form.Item>`.
 */
export default function SmsCodeInput(props: SmsCodeInputProps) {
  const { value, onChange, onSend, initialCountdown, id = 'code', placeholder, size, disabled } = props;
  const intl = useIntl();
  const [target, setTarget] = useState<number | undefined>(() =>
    initialCountdown ? Date.now() + initialCountdown * 1000 : undefined,
  );
  const [sending, setSending] = useState(false);
  const [sentOnce, setSentOnce] = useState(!!initialCountdown);
  const busy = useRef(false);
  const [left] = useCountDown({ targetDate: target, onEnd: () => setTarget(undefined) });
  const seconds = Math.ceil(left / 1000);
  const counting = !!target && seconds > 0;

  const send = async () => {
    if (busy.current || counting) return;
    busy.current = true;
    setSending(true);
    try {
      // the caller's call showed its failure: no countdown, the button stays ready to send again
      const r = await onSend().catch(() => false);
      const secs = r === false ? 0 : typeof r === 'number' ? r : SMS_RESEND_SECONDS;
      if (secs > 0) {
        setTarget(Date.now() + secs * 1000);
        setSentOnce(true);
      }
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input
        id={id}
        size={size}
        value={value}
        disabled={disabled}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        placeholder={placeholder ?? intl.formatMessage({ id: 'account.code.placeholder' })}
        onChange={(e) => onChange?.(e.target.value.replace(/\D/g, ''))}
      />
      <Button
        size={size}
        data-testid="sms-send"
        disabled={disabled || counting}
        loading={sending}
        onClick={send}
        style={{ minWidth: 128 }}
      >
        {counting
          ? intl.formatMessage({ id: 'account.code.resendIn' }, { seconds })
          : intl.formatMessage({ id: sentOnce ? 'account.code.resend' : 'account.code.send' })}
      </Button>
    </Space.Compact>
  );
}
