/**
 * The wizard kit's store list (issue #18; spec §3 `amazonStoreUrl`, §5 URL rule): one row per store,
 * its name or its URL; an entry that looks like a URL (a scheme, a dot or a slash) must pass the spec
 * §5 URL rule (optional http/https/ftp/ftps scheme, a dotted host, a final label of 2–6 lower-case
 * letters). No store twice; at least one row when `required` (src/core/rules/wizard).
 * Value: `{ store: string }[]` under `name` (default `stores`).
 */
import type { ReactNode } from 'react';
import { ProFormList, ProFormText } from '@ant-design/pro-components';
import { toAntdRule } from '@/core/rules';
import { checkStore, checkStores } from '@/core/rules/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** Props of {@link StoresField}. */
interface StoresFieldProps {
  /** Form name of the list (default `stores`). */
  name?: string;
  /** Label of the list (default 店铺名称或网址). */
  label?: string;
  /** At least one store (default true). */
  required?: boolean;
  /** `data-testid` of the list (default `wz-stores`). */
  testId?: string;
  /** Help text under the label (why the stores are asked). */
  extra?: ReactNode;
}

/** The store list field. */
export default function StoresField({ name = 'stores', label, required = true, testId = 'wz-stores', extra }: StoresFieldProps) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <ProFormList
        name={name}
        label={label ?? t('wizardKit.stores.name')}
        fieldExtraRender={extra ? () => <div className="ant-form-item-extra" style={{ marginBottom: 8 }} data-testid={`${testId}-extra`}>{extra}</div> : undefined}
        initialValue={required ? [{ store: '' }] : []}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: t('wizardKit.stores.add') }}
        creatorRecord={{ store: '' }}
        rules={[{ validator: async (_: unknown, v: unknown) => { const k = checkStores(v, required); if (k) throw new Error(t(k)); } }]}
      >
        <ProFormText name="store" placeholder={t('wizardKit.stores.name')} width="lg" validateTrigger="onBlur" rules={[toAntdRule(checkStore, t, { required: true })]} fieldProps={{ maxLength: 2048 }} />
      </ProFormList>
    </div>
  );
}
