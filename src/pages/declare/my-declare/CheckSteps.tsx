import { ProCard } from '@ant-design/pro-components';
import { Alert, Button, Checkbox, Space, Typography } from 'antd';
import { useT } from '@/hooks/useT';
import '@/locales/areas/declare';
import { ChoiceSummary, MissingChoice } from './Choice';
import { BASE, type StartFlow } from './useStartFlow';

/** The company and nil-return steps' shared box: ticked once the seller confirms. */
interface Confirmed {
  checked: boolean;
  onChecked: (v: boolean) => void;
}

/** Step 2: the company information the return needs, confirmed; then the upload or the nil return. */
export function CompanyStep({ flow, checked, onChecked }: { flow: StartFlow } & Confirmed) {
  const t = useT();
  return (
    <ProCard title={t('declare.start.step.company')}>
      {!flow.number || !flow.period ? (
        <MissingChoice flow={flow} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <ChoiceSummary flow={flow} />
          <Typography.Text type="secondary">{t('declare.start.company.hint')}</Typography.Text>
          <Checkbox checked={checked} onChange={(e) => onChecked(e.target.checked)} data-testid="declare-company-ok">
            {t('declare.start.company.ok')}
          </Checkbox>
          <Space>
            <Button onClick={() => flow.go(BASE)}>{t('declare.start.prev')}</Button>
            <Button type="primary" disabled={!checked} onClick={() => flow.go(`${BASE}/upload-data`)} data-testid="declare-to-upload">
              {t('declare.start.toUpload')}
            </Button>
            <Button disabled={!checked} onClick={() => flow.go(`${BASE}/begins-to-calculate/confirmZeroDeclaration`)} data-testid="declare-to-zero">
              {t('declare.start.toZero')}
            </Button>
          </Space>
        </Space>
      )}
    </ProCard>
  );
}

/** Step 3': an explicit nil return, confirmed, then saved (the finished page follows). */
export function ZeroStep({ flow, checked, onChecked }: { flow: StartFlow } & Confirmed) {
  const t = useT();
  return (
    <ProCard title={t('declare.start.zero.title')}>
      {!flow.number || !flow.period ? (
        <MissingChoice flow={flow} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <ChoiceSummary flow={flow} />
          <Alert type="warning" showIcon message={t('declare.start.zero.warn')} description={t('declare.start.zero.desc')} />
          <Checkbox checked={checked} onChange={(e) => onChecked(e.target.checked)} data-testid="declare-zero-ok">
            {t('declare.start.zero.ok')}
          </Checkbox>
          <Space>
            <Button onClick={() => flow.go(`${BASE}/all-company-information`)}>{t('declare.start.prev')}</Button>
            <Button type="primary" danger loading={flow.saving} disabled={!checked} onClick={() => flow.save(true)} data-testid="declare-zero-confirm">
              {t('declare.start.zero.confirm')}
            </Button>
          </Space>
        </Space>
      )}
    </ProCard>
  );
}
