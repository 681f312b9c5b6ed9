/**
 * The wizard kit's list and file fields on the developer page (`/dev/components`, `max dev` only):
 * BrandsField, StoresField, ItemTableField and a FileField in one ProForm, with the values as the
 * form holds them, so a developer sees the fields and their rules before a wizard uses them.
 */
import { ProForm, ProFormItem } from '@ant-design/pro-components';
import { Card, Typography } from 'antd';
import { useState } from 'react';
import { BrandsField, FileField, ItemTableField, StoresField } from '@/components/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** The demo form. */
export default function WizardKitDemo() {
  const t = useT();
  const [values, setValues] = useState<Record<string, unknown>>({});
  return (
    <Card title={t('wizardKit.dev.title')} data-testid="wizard-kit-demo">
      <ProForm layout="vertical" onFinish={async (v) => setValues(v)} onValuesChange={(_, all) => setValues(all)} submitter={{ searchConfig: { submitText: t('wizardKit.dev.check') } }}>
        <BrandsField />
        <StoresField />
        <ItemTableField />
        <ProFormItem name="files" label={t('wizardKit.dev.file')}>
          <FileField scene="wizard-file" testId="wz-file" max={3} />
        </ProFormItem>
      </ProForm>
      <Typography.Paragraph>
        <pre data-testid="wizard-kit-values">{JSON.stringify(values, null, 2)}</pre>
      </Typography.Paragraph>
    </Card>
  );
}
