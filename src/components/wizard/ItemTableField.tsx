/**
 * The wizard kit's product lines (issue #18; spec §3 `dePack` weight list (type, weight, name),
 * packaging-law material list): an EditableProTable inside the form (`value` / `onChange` of the
 * Form.Item, every row editable at once), each line a name, a category (src/core/rules/wizard
 * `ITEM_CATEGORIES`), the weight of one item with its unit (g or kg) and the quantity. Rules: name
 * and category required, weight > 0 with at most 3 decimals, quantity a whole number 1–99,999,999,
 * at least one line when `required` (`checkItems`).
 * Value: `ItemLine[]` under `name` (default `items`).
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { toAntdRule } from '@/core/rules';
import { checkItemCategory, checkItemName, checkItemQuantity, checkItems, checkItemWeight, ITEM_CATEGORIES, WEIGHT_UNITS, type ItemLine } from '@/core/rules/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** Props of {@link ItemTableField}. */
export interface ItemTableFieldProps {
  /** Form name of the lines (default `items`). */
  name?: string;
  /** Label (default 产品名称). */
  label?: string;
  /** At least one line (default true). */
  required?: boolean;
  /** `data-testid` of the table (default `wz-items`). */
  testId?: string;
}

let seq = 0;
/** A new line's row key. */
const newId = () => `${Date.now().toString(36)}-${(seq += 1)}`;

/** The product-lines field. */
export default function ItemTableField({ name = 'items', label, required = true, testId = 'wz-items' }: ItemTableFieldProps) {
  const t = useT();
  // Every line stays editable (typed in place); the keys follow the form's value (a restored draft included).
  const rows = (Form.useWatch(name, Form.useFormInstance()) ?? []) as ItemLine[];
  const columns: ProColumns<ItemLine>[] = [
    { title: t('wizardKit.items.name'), dataIndex: 'name', formItemProps: { rules: [toAntdRule(checkItemName, t, { required: true })] }, fieldProps: { maxLength: 100 } },
    {
      title: t('wizardKit.items.category'),
      dataIndex: 'category',
      valueType: 'select',
      width: 140,
      fieldProps: { options: ITEM_CATEGORIES.map((c) => ({ value: c, label: t(`wizardKit.items.category.${c}`) })) },
      formItemProps: { rules: [toAntdRule(checkItemCategory, t, { required: true })] },
    },
    { title: t('wizardKit.items.weight'), dataIndex: 'weight', width: 120, formItemProps: { rules: [toAntdRule(checkItemWeight, t, { required: true })] }, fieldProps: { inputMode: 'decimal' } },
    { title: t('wizardKit.items.unit'), dataIndex: 'unit', valueType: 'select', width: 90, fieldProps: { options: WEIGHT_UNITS.map((u) => ({ value: u, label: u })), allowClear: false } },
    { title: t('wizardKit.items.quantity'), dataIndex: 'quantity', width: 120, formItemProps: { rules: [toAntdRule(checkItemQuantity, t, { required: true })] }, fieldProps: { inputMode: 'numeric' } },
    { title: t('wizardKit.items.action'), valueType: 'option', width: 80 },
  ];
  return (
    <div data-testid={testId}>
      <ProForm.Item
        name={name}
        label={label ?? t('wizardKit.items.name')}
        trigger="onValuesChange"
        rules={[{ validator: async (_: unknown, v: unknown) => { const k = checkItems(v, required); if (k) throw new Error(t(k)); } }]}
      >
        <EditableProTable<ItemLine>
          rowKey="id"
          toolBarRender={false}
          columns={columns}
          recordCreatorProps={{ newRecordType: 'dataSource', position: 'bottom', record: () => ({ id: newId(), unit: 'kg', quantity: 1 }), creatorButtonText: t('wizardKit.items.add') }}
          editable={{
            type: 'multiple',
            editableKeys: rows.map((r) => r.id),
            actionRender: (_row, _config, dom) => [dom.delete],
            deleteText: t('wizardKit.items.remove'),
          }}
        />
      </ProForm.Item>
    </div>
  );
}
