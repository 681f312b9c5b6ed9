/**
 * The frame of the English pages (`/en`, `/en/protocol/*`; issue #24): they render in en-US whatever
 * language the console is set to — their own intl provider over the en-US messages (core, the
 * `account` protocols and the `en` area) and antd's English locale — with the product's English
 * header (name, 中文, log in) and footer (the agreements). Going to the console from here (log in,
 * create an account) switches the console to English; 中文 switches it to Chinese and opens the
 * Chinese home page. Messages: the `en` locale area.
 */
import { getIntl, history, Link, RawIntlProvider } from '@umijs/max';
import { Button, ConfigProvider, Space } from 'antd';
import enUS from 'antd/es/locale/en_US';
import { useMemo, type ReactNode } from 'react';
import { applyLocale } from '@/components/LangSwitch';
import { useT } from '@/hooks/useT';
import '@/locales/areas/en';
import styles from './index.less';

/** Opens `path` of the console in English (the choice is kept, see src/core/locale.ts). */
export function enterConsole(path: string): void {
  applyLocale('en-US');
  history.push(path);
}

/** Children render with the en-US messages and antd's English locale. */
function EnglishScope({ children }: { children: ReactNode }) {
  const intl = useMemo(() => getIntl('en-US'), []);
  return (
    <RawIntlProvider value={intl}>
      <ConfigProvider locale={enUS}>{children}</ConfigProvider>
    </RawIntlProvider>
  );
}

function Header() {
  const t = useT();
  return (
    <header className={styles.header}>
      <Link to="/en" className={styles.brand}>
        <img src="/favicon.svg" alt="" width={28} height={28} />
        Yishui
      </Link>
      <Space size={8} wrap>
        <Button
          type="text"
          lang="zh-CN"
          title={t('en.chinese.title')}
          onClick={() => {
            applyLocale('zh-CN');
            history.push('/');
          }}
          data-testid="en-chinese"
        >
          中文
        </Button>
        <Button onClick={() => enterConsole('/login')} data-testid="en-login-top">
          {t('en.login')}
        </Button>
      </Space>
    </header>
  );
}

function Footer() {
  const t = useT();
  return (
    <footer className={styles.footer}>
      <Space size={16} wrap>
        <Link to="/en/protocol/licence-agreement">{t('en.footer.licence')}</Link>
        <Link to="/en/protocol/privacy">{t('en.footer.privacy')}</Link>
      </Space>
      <div>{t('en.footer.copy')}</div>
    </footer>
  );
}

/** An English page: header, the page, footer, all in en-US. */
export function EnglishPage({ children }: { children: ReactNode }) {
  return (
    <EnglishScope>
      <div className={styles.page}>
        <Header />
        <main className={styles.main}>{children}</main>
        <Footer />
      </div>
    </EnglishScope>
  );
}
