/**
 * `/user/calculate-tax/bg` (open): what the calculator does and a button into it. A guest who
 * clicks is sent through login (the guard adds the base64 redirect) and comes back to the form.
 */
import { history } from '@umijs/max';
import { Button, Card, Space, Typography } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import BrandTitle from '@/components/BrandTitle';
import { getToken } from '@/core/storage';
import styles from './index.less';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** The introduction page. */
export default function CalcBgPage() {
  const t = useT();
  return (
    <div className={styles.page}>
      <div className={styles.brand}>
        <BrandTitle logo={<img src="/favicon.svg" alt="" width={28} />} />
      </div>
      <Card className={styles.card} bordered={false}>
        <Typography.Title level={2}>{t('calc.bg.title')}</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 15 }}>
          {t('calc.bg.desc')}
        </Typography.Paragraph>
        <ul className={styles.points}>
          {['calc.bg.point1', 'calc.bg.point2', 'calc.bg.point3', 'calc.bg.point4'].map((k) => (
            <li key={k}>
              <CheckCircleFilled style={{ color: '#1AB76B' }} /> {t(k)}
            </li>
          ))}
        </ul>
        <Space size="large">
          <Button type="primary" size="large" onClick={() => history.push('/user/calculate-tax')} data-testid="calc-start">
            {t('calc.bg.start')}
          </Button>
          {!getToken() && <Typography.Text type="secondary">{t('calc.bg.login')}</Typography.Text>}
        </Space>
      </Card>
    </div>
  );
}
