/**
 * The wizard kit's brand list (issue #18; spec §3 agent services' `stores` as a list of `brandName`,
 * German packaging law `brandName`): one row per brand with its name and, with `withLink`, an optional
 * link; rows added and removed by the user. Rules (src/core/rules/wizard): each name required (≤ 100
 * characters), a link valid by the spec §5 URL rule, no name twice, at least one row when `required`.
 * Value: `{ brandName: string; link?: string }[]` under `name` (default `brands`).
 *
 * Issue #21 (EPR `deWeee.brand` = `{ name, link }[]`): `itemKey` renames the brand's property and
 * `nameCheck` adds a rule of the name (e.g. the WEEE rule that refuses "no name"); both default to the
 * behaviour above.
 */
import { ProFormList, ProFormText } from '@ant-design/pro-components';
import type { NamePath } from 'antd/es/form/interface';
import { toAntdRule, type RuleCheck } from '@/core/rules';
import { checkBrandLink, checkBrandName, checkBrands } from '@/core/rules/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** Props of {@link BrandsField}. */
interface BrandsFieldProps {
  /** Form name of the list (default `brands`; a path inside a nested object, e.g. `['deWeee', 'brand']`). */
  name?: NamePath;
  /** The brand name's property in a row (default `brandName`). */
  itemKey?: string;
  /** A further rule of each name (a locale key or `null`), run after the kit's own. */
  nameCheck?: RuleCheck;
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
export default function BrandsField({ name = 'brands', label, required = true, withLink = true, testId = 'wz-brands', itemKey = 'brandName', nameCheck, linkPlaceholder }: BrandsFieldProps) {
  const t = useT();
  // The list rule reads `brandName`: rows are mapped when the name lives under another key.
  const asBrands = (v: unknown) => (Array.isArray(v) ? (v as Record<string, unknown>[]).map((r) => ({ brandName: r?.[itemKey] as string | undefined, link: r?.link as string | undefined })) : v);
  const nameRule = (v: unknown) => checkBrandName(v) ?? (nameCheck ? nameCheck(v) : null);
  return (
    <div data-testid={testId}>
      <ProFormList
        name={name}
        label={label ?? t('wizardKit.brands.name')}
        initialValue={required ? [{ [itemKey]: '' }] : []}
        copyIconProps={false}
        creatorButtonProps={{ creatorButtonText: t('wizardKit.brands.add') }}
        creatorRecord={{ [itemKey]: '' }}
        rules={[{ validator: async (_: unknown, v: unknown) => { const k = checkBrands(asBrands(v), required); if (k) throw new Error(t(k)); } }]}
      >
        <ProFormText name={itemKey} placeholder={t('wizardKit.brands.name')} width="sm" rules={[toAntdRule(nameRule, t, { required: true })]} fieldProps={{ maxLength: 100, 'aria-label': t('wizardKit.brands.name') }} />
        {withLink && <ProFormText name="link" placeholder={linkPlaceholder ?? t('wizardKit.brands.link')} width="md" rules={[toAntdRule(checkBrandLink, t)]} fieldProps={{ maxLength: 2048 }} />}
      </ProFormList>
    </div>
  );
}
