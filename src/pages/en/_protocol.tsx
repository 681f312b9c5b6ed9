/**
 * An agreement in English (issue #24): the en-US text of the Chinese agreement of
 * `/account/protocol/*` (`account.protocol.<kind>.body`: paragraphs separated by blank lines, a
 * paragraph starting with `## ` is a heading), under its English title, with a note that the Chinese
 * version prevails.
 */
import { Link } from '@umijs/max';
import { Typography } from 'antd';
import { useT } from '@/hooks/useT';
import { EnglishPage } from './_english';
import styles from './index.less';
import '@/locales/areas/en';

function Agreement({ kind, title }: { kind: 'serve' | 'privacy'; title: string }) {
  const t = useT();
  const blocks = t(`account.protocol.${kind}.body`)
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean);
  return (
    <article className={styles.protocol} data-testid={`en-protocol-${kind}`}>
      <Typography.Title level={1}>{t(title)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('account.protocol.updated')}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('en.protocol.note')}</Typography.Paragraph>
      {blocks.map((b, i) =>
        b.startsWith('## ') ? (
          <Typography.Title level={2} key={i} style={{ fontSize: 20 }}>
            {b.slice(3)}
          </Typography.Title>
        ) : (
          <Typography.Paragraph key={i}>{b}</Typography.Paragraph>
        ),
      )}
      <Link to="/en">{t('en.protocol.back')}</Link>
    </article>
  );
}

/** The English page of agreement `kind`, titled by the locale key `title`. */
export default function EnglishAgreement({ kind, title }: { kind: 'serve' | 'privacy'; title: string }) {
  return (
    <EnglishPage>
      <Agreement kind={kind} title={title} />
    </EnglishPage>
  );
}
