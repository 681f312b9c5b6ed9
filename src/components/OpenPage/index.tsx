/**
 * Pieces of open pages (first used by the imports, issue #12): the frame of an open page (the title,
 * and for a guest what the page is for with a login button, like the open steps of the start flow),
 * a load failure with a retry, and a keyboard-scrollable wide table. Messages from the `imports`
 * locale area (`imports.login`, `imports.loadFailed`, `imports.retry`).
 */
import { PageContainer } from '@ant-design/pro-components';
import { history, useLocation } from '@umijs/max';
import { Button, Result, Typography } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { getToken } from '@/core/storage';
import { buildLoginPath } from '@/core/utils/redirect';
import { useT } from '@/hooks/useT';
import type { RequestFailure } from '@/request/types';
import '@/locales/areas/imports';

/**
 * An open route's page: its title; for a guest the explanation and a login button (a bare page, the
 * layout is `pure`), else `children()` inside the console layout's page container (issue #25).
 */
export function OpenPage({
  title,
  guestTitle,
  guestText,
  children,
}: {
  title: string;
  guestTitle: string;
  guestText: string;
  children: () => ReactNode;
}) {
  const t = useT();
  const { pathname, search } = useLocation();
  const loggedIn = !!getToken();
  if (loggedIn) return <PageContainer title={title}>{children()}</PageContainer>;
  return (
    <main style={{ maxWidth: 1280, margin: '0 auto', padding: 24 }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <Result
          status="info"
          title={guestTitle}
          subTitle={
            <Typography.Paragraph style={{ maxWidth: 720, margin: '0 auto' }}>{guestText}</Typography.Paragraph>
          }
          extra={
            <Button
              type="primary"
              onClick={() => history.push(buildLoginPath(`${pathname}${search}`))}
              data-testid="imports-login"
            >
              {t('imports.login')}
            </Button>
          }
        />
    </main>
  );
}

/** A failed load: the server's message and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useT();
  return (
    <Result
      status="warning"
      title={t('imports.loadFailed', { message: (error as RequestFailure | undefined)?.message ?? '' })}
      extra={<Button onClick={onRetry}>{t('imports.retry')}</Button>}
    />
  );
}

/**
 * A wide table's wrapper: antd's horizontally scrolled `.ant-table-content` becomes a keyboard
 * stop (`tabindex="0"`, a named region), so keyboard users can scroll it (axe
 * `scrollable-region-focusable`, WCAG 2.1.1), whatever the rows contain.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.querySelectorAll<HTMLElement>('.ant-table-content').forEach((el) => {
      el.tabIndex = 0;
      el.setAttribute('role', 'region');
      el.setAttribute('aria-label', label);
    });
  });
  return <div ref={ref}>{children}</div>;
}
