import { Link } from '@umijs/max';
import { Typography } from 'antd';
import AccountShell, { shellStyles } from '@/components/AccountShell';
import { useT } from '@/hooks/useT';

/**
 * A protocol page (service agreement or privacy policy). The text is the locale message
 * `account.protocol.<kind>.body`: paragraphs separated by blank lines, a paragraph starting with
 * `## ` is a section heading.
 */
export default function ProtocolPage({ kind }: { kind: 'serve' | 'privacy' }) {
  const t = useT();
  const blocks = t(`account.protocol.${kind}.body`).split(/\n\s*\n/).map((b) => b.trim()).filter(Boolean);
  return (
    <AccountShell wide title={t(`account.protocol.${kind}`)} subtitle={t('account.protocol.updated')}>
      <Typography className={shellStyles.protocol} data-testid={`protocol-${kind}`}>
        {blocks.map((b, i) =>
          b.startsWith('## ') ? (
            <Typography.Title level={4} key={i}>
              {b.slice(3)}
            </Typography.Title>
          ) : (
            <Typography.Paragraph key={i}>{b}</Typography.Paragraph>
          ),
        )}
      </Typography>
      <div className={shellStyles.footer}>
        <Link to="/account/register">{t('account.protocol.backRegister')}</Link>
      </div>
    </AccountShell>
  );
}
