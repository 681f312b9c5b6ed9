/**
 * The wizard kit's packaging material list (issue #21; spec §3 German packaging-law draft "material
 * list", `dePack` weight list; enumeration `ver_pack_type`): one row per material (a select of the
 * eight LUCID materials, src/core/packaging-law/materials.ts) with its mass per year in kg, a total,
 * and the completeness-declaration flag when a group reaches its threshold (80,000 kg glass, 50,000 kg
 * paper, 30,000 kg light packaging). Rules of src/core/packaging-law/rules.ts: at least one row, a
 * material chosen, each material once, a mass > 0 kg with at most 3 decimals.
 * No `min` on the weight (InputNumber would quietly turn -5 into 0): the rule refuses it with its reason.
 * Value: `{ type: 1–8, weight: number (kg) }[]` under `name` (default `materials`).
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Form, InputNumber, Select, Space, Typography } from 'antd';
import { completenessFlags, PACK_MATERIALS, type MaterialQuantity } from '@/core/packaging-law/materials';
import { checkMaterials, checkMaterialWeight } from '@/core/packaging-law/rules';
import { toAntdRule } from '@/core/rules';
import { useT } from '@/hooks/useT';
import '@/locales/areas/packaging-law';

/** Props of {@link PackMaterialsField}. */
interface PackMaterialsFieldProps {
  /** Form name of the list (default `materials`). */
  name?: string;
  /** `data-testid` prefix (default `wz-materials`): rows `<id>-row-<i>`, add button `<id>-add`. */
  testId?: string;
}

/** Sum of the masses in kg (3 decimals). */
function totalKg(rows: Partial<MaterialQuantity>[]): number {
  return Math.round(rows.reduce((a, r) => a + (Number(r?.weight) > 0 ? Number(r.weight) : 0), 0) * 1000) / 1000;
}

/** The material list field. */
export default function PackMaterialsField({ name = 'materials', testId = 'wz-materials' }: PackMaterialsFieldProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const rows = (Form.useWatch(name, form) ?? []) as Partial<MaterialQuantity>[];
  const valid = rows.filter((r) => r?.type && Number(r.weight) > 0) as MaterialQuantity[];
  const flags = completenessFlags(valid);
  const fmt = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 3 });
  return (
    <Form.Item label={t('packagingLaw.field.materials')} required extra={t('packagingLaw.field.materials.extra')}>
      <Form.List
        name={name}
        rules={[{ validator: async (_: unknown, v: unknown) => { const k = checkMaterials(v); if (k && (k === 'packagingLaw.rule.materials.required' || k === 'packagingLaw.rule.materials.duplicate')) throw new Error(t(k)); } }]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid={testId}>
            {fields.map((f, i) => (
              <Space key={f.key} align="start" wrap style={{ display: 'flex' }} data-testid={`${testId}-row-${i}`}>
                <Form.Item name={[f.name, 'type']} rules={[{ required: true, message: t('packagingLaw.rule.material.type') }]} style={{ marginBottom: 12 }}>
                  <Select
                    style={{ width: 240 }}
                    aria-label={t('packagingLaw.field.material')}
                    placeholder={t('packagingLaw.field.material')}
                    options={PACK_MATERIALS.map((m) => ({
                      value: m.code,
                      label: t(`packagingLaw.material.${m.code}`),
                      disabled: rows.some((r, j) => j !== i && Number(r?.type) === m.code),
                    }))}
                  />
                </Form.Item>
                <Form.Item name={[f.name, 'weight']} rules={[toAntdRule(checkMaterialWeight, t, { required: true })]} style={{ marginBottom: 12 }}>
                  <InputNumber style={{ width: 220 }} aria-label={t('packagingLaw.field.weight')} placeholder={t('packagingLaw.field.weight')} addonAfter="kg" stringMode />
                </Form.Item>
                <Button icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={t('packagingLaw.material.remove')}>
                  {t('packagingLaw.material.remove')}
                </Button>
              </Space>
            ))}
            <Space wrap style={{ display: 'flex' }}>
              <Button icon={<PlusOutlined />} type="dashed" disabled={fields.length >= PACK_MATERIALS.length} onClick={() => add({})} data-testid={`${testId}-add`}>
                {t('packagingLaw.material.add')}
              </Button>
              <Typography.Text data-testid={`${testId}-total`}>{t('packagingLaw.total', { kg: fmt(totalKg(rows)) })}</Typography.Text>
            </Space>
            <Form.ErrorList errors={errors} />
            {flags.length > 0 && (
              <Alert
                style={{ marginTop: 12 }}
                type="warning"
                showIcon
                data-testid={`${testId}-flags`}
                message={t('packagingLaw.flag.title')}
                description={
                  <>
                    {flags.map((f) => (
                      <div key={f.group}>{t(`packagingLaw.flag.${f.group}`, { total: fmt(f.totalKg), threshold: fmt(f.thresholdKg) })}</div>
                    ))}
                    <div>{t('packagingLaw.flag.desc')}</div>
                  </>
                }
              />
            )}
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
