/**
 * The language switch (zh-CN / en-US; issue #24): in the console header and on the login page. The
 * choice is kept (src/core/locale.ts, local storage), so every later page — the login page after a
 * logout included — opens in it; switching re-renders the page in place through umi's locale plugin
 * (`setLocale(lang, false)`: no reload, nothing typed is lost) and re-titles it.
 */
import { GlobalOutlined } from '@ant-design/icons';
import { getLocale, history, setLocale } from '@umijs/max';
import { Button } from 'antd';
import { chosenLocale, storeLocale, type AppLocale } from '@/core/locale';
import { useT } from '@/hooks/useT';

/** Each language's name in itself (what a reader of that language looks for). */
const NATIVE_NAME: Record<AppLocale, string> = { 'zh-CN': '中文', 'en-US': 'English' };

/**
 * Makes `lang` the console's language and keeps the choice. umi's `setLocale` compares with the
 * current locale (the runtime `getLocale` reads the stored choice), so it runs before the choice
 * is stored. Re-renders every page under umi's intl provider; the title follows on the next route.
 */
export function applyLocale(lang: AppLocale): void {
  if (getLocale() !== lang) setLocale(lang, false);
  storeLocale(lang);
  document.documentElement.lang = lang;
}

/** {@link applyLocale}, then the page's address replaced by itself so `onRouteChange` writes the title again. */
function switchLocale(lang: AppLocale): void {
  applyLocale(lang);
  const { pathname, search, hash } = window.location;
  history.replace(`${pathname}${search}${hash}`);
}

/** A button offering the other language, named in that language. */
export default function LangSwitch({ testId = 'lang-switch' }: { testId?: string }) {
  const t = useT();
  const current = chosenLocale();
  const target: AppLocale = current === 'zh-CN' ? 'en-US' : 'zh-CN';
  return (
    <Button type="text" size="small" icon={<GlobalOutlined />} onClick={() => switchLocale(target)} title={t('lang.switch')} data-testid={testId} data-locale={current}>
      <span lang={target}>{NATIVE_NAME[target]}</span>
    </Button>
  );
}
