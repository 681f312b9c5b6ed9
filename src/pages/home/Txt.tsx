import { theme } from 'antd';
import type { ReactNode } from 'react';

/** The tones of antd's `Typography.Text` the home page uses. */
type TxtType = 'secondary' | 'success' | 'warning' | 'danger';

/**
 * A line of text in the look of antd's `Typography.Text` (`type` colour from the theme's tokens,
 * `strong` in the strong weight), without Typography's copy, edit and ellipsis machinery (about
 * 8 KB gzip) in the home page's first load (issue #25 "First load").
 */
export function Txt({ type, strong, children, ...rest }: { type?: TxtType; strong?: boolean; children: ReactNode; 'data-testid'?: string }) {
  const { token } = theme.useToken();
  const color = { secondary: token.colorTextDescription, success: token.colorSuccess, warning: token.colorWarning, danger: token.colorError }[type ?? 'secondary'];
  return (
    <span className="ant-typography" style={{ color: type ? color : token.colorText, wordBreak: 'break-word' }} {...rest}>
      {strong ? <strong style={{ fontWeight: token.fontWeightStrong }}>{children}</strong> : children}
    </span>
  );
}
