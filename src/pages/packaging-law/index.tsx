/**
 * `/public-service/german-packaging-law` (guarded, menu EPR 与包装法 › 德国包装法注册; issue #21, spec §2):
 * the LUCID registration service at a glance — what the register is, the three duties that follow
 * (register, system participation, identical quantity reports), the completeness declaration's
 * thresholds, the materials reported — with the ways on: start the registration, the user's
 * applications, the batch packaging declaration. Facts: ../shared/design/domain-facts.md D.1
 * (verpackungsregister.org FAQ 83, 92, 94; VerpackG §§ 9, 11).
 */
import { history } from '@umijs/max';
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Button, List, Space, Tag, Typography } from 'antd';
import { PACK_MATERIALS } from '@/core/packaging-law/materials';
import { PACKAGING_LAW_RECORD, PACKAGING_LAW_REGISTER } from '@/core/packaging-law/steps';
import { useT } from '@/hooks/useT';
import '@/locales/areas/packaging-law';

/** The service page. */
export default function GermanPackagingLawPage() {
  const t = useT();
  return (
    <PageContainer title={t('title.packagingLaw.home')} content={<Typography.Paragraph style={{ maxWidth: 960, marginBottom: 0 }}>{t('packagingLaw.home.intro')}</Typography.Paragraph>}>
      <Space direction="vertical" size={16} style={{ width: '100%' }}>
        <Space wrap>
          <Button type="primary" onClick={() => history.push(PACKAGING_LAW_REGISTER)} data-testid="pl-start">
            {t('packagingLaw.home.start')}
          </Button>
          <Button onClick={() => history.push(PACKAGING_LAW_RECORD)} data-testid="pl-record">
            {t('packagingLaw.home.record')}
          </Button>
          <Button onClick={() => history.push('/user/epr/list/batchDeclarationPackaging')}>{t('packagingLaw.home.declare')}</Button>
        </Space>
        <ProCard title={t('packagingLaw.home.duties')} bordered>
          <List
            dataSource={['register', 'system', 'report']}
            renderItem={(k, i) => (
              <List.Item>
                <Typography.Text>
                  {i + 1}. {t(`packagingLaw.home.duty.${k}`)}
                </Typography.Text>
              </List.Item>
            )}
          />
          <Typography.Paragraph type="warning" style={{ marginTop: 8, marginBottom: 0 }}>
            {t('packagingLaw.home.completeness')}
          </Typography.Paragraph>
        </ProCard>
        <ProCard title={t('packagingLaw.home.materials')} bordered>
          <Space wrap>
            {PACK_MATERIALS.map((m) => (
              <Tag key={m.code}>
                {t(`packagingLaw.material.${m.code}`)} · {m.de}
              </Tag>
            ))}
          </Space>
        </ProCard>
      </Space>
    </PageContainer>
  );
}
