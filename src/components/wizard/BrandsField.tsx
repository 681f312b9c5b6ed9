/**
 * The wizard kit's brand list (issue #18; spec §3 agent services' `stores` as a list of `brandName`,
 * German packaging law `brandName`): one row per brand with its name and, with `withLink`, an optional
 * link; rows added and removed by the user. Rules (src/core/rules/wizard): each name required (≤ 100
 * characters), a link valid by the spec §5 URL rule, no name twice, at least one row when `required`.
 * Value: `{ brandName: string; link?: string }[]` under `name` (default `brands`).
 */
import { ProFormList, ProFormText } from '@ant-design/pro-components';
import { toAntdRule } from '@/core/rules';
import { checkBrandLink, checkBrandName, checkBrands } from '@/core/rules/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** Props of {@link BrandsField}. */
export interface BrandsFieldProps {
  /** Form name (path) of the list (default `brands`); a path such as `['euAgent', 'stores']` puts it in a nested object. */
  name?: string | (string | number)[];
  /** Label of the list (default 品牌名称). */
  label?: string;
  /** At least one brand (default true). */
  required?: boolean;
  /** Ask a link per brand (default true). */
  withLink?: boolean;
  /** `data-testid` of the list (default `wz-brands`). */
  testId?: string;
  /** Placeholder of the link (default 品牌链接 of the kit), e.g. 店铺网址 when the rows are stores. */
  linkPlaceholder?: string;
}

/** The brand list field. */
export default function BrandsField({ name = 'brands', label, required = true, withLink = true, testId = 'wz-brands', linkPlaceholder }: BrandsFieldProps) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <ProFormList
        name={name}
        label={label ?? t('wizardKit.brands.name')}
        initialValue={required ? [{ brandName: '' }] : []}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: t('wizardKit.brands.add') }}
        creatorRecord={{ brandName: '' }}
        rules={[{ validator: async (_: unknown, v: unknown) => { const k = checkBrands(v, required); if (k) throw new Error(t(k)); } }]}
      >
        <ProFormText name="brandName" placeholder={t('wizardKit.brands.name')} width="sm" rules={[toAntdRule(checkBrandName, t, { required: true })]} fieldProps={{ maxLength: 100 }} />
        {withLink && <ProFormText name="link" placeholder={linkPlaceholder ?? t('wizardKit.brands.link')} width="md" rules={[toAntdRule(checkBrandLink, t)]} fieldProps={{ maxLength: 2048 }} />}
      </ProFormList>
    </div>
  );
}
