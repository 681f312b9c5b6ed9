/**
 * The wizard kit's product lines (issue #18; spec §3 `dePack` weight list (type, weight, name),
 * packaging-law material list): an EditableProTable inside the form (`value` / `onChange` of the
 * Form.Item, every row editable at once), each line a name, a category (src/core/rules/wizard
 * `ITEM_CATEGORIES`), the weight of one item with its unit (g or kg) and the quantity. Rules: name
 * and category required, weight > 0 with at most 3 decimals, quantity a whole number 1–99,999,999,
 * at least one line when `required` (`checkItems`). The table's message under it names the row and
 * the column of the first bad cell (`rowProblem`: 第 2 行「年重量（千克）」：重量必须大于 0（千克）).
 * Value: `ItemLine[]` under `name` (default `items`).
 */
import { EditableProTable, ProForm, type ProColumns } from '@ant-design/pro-components';
import { Form } from 'antd';
import { useRef } from 'react';
import type { NamePath } from 'antd/es/form/interface';
import { toAntdRule, type RuleCheck } from '@/core/rules';
import { checkItemCategory, checkItemName, checkItemQuantity, checkItemWeight, ITEM_CATEGORIES, ITEM_CHECKS, rowProblem, WEIGHT_UNITS, type ItemLine } from '@/core/rules/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** A caller-given column of {@link ItemTableField} (`columns`). */
export interface ItemColumn {
  /** The line's property (`dataIndex`). */
  key: string;
  /** Column title (translated; a weight's title says its unit, e.g. 重量（千克）). */
  title: string;
  /** Cell kind: text (default), a number typed as text (`inputMode` decimal), or a select of `options`. */
  kind?: 'text' | 'number' | 'select';
  options?: { value: string | number; label: string }[];
  /** The cell's rule (a locale key or `null`); required cells say so themselves. */
  check?: RuleCheck;
  width?: number;
  /** Longest text. */
  maxLength?: number;
}

/** Props of {@link ItemTableField}. */
interface ItemTableFieldProps {
  /** Form name of the lines (default `items`; a path inside a nested object, e.g. `['dePack', 'weight']`). */
  name?: NamePath;
  /** Columns instead of the product-line ones (see the module comment). */
  columns?: ItemColumn[];
  /** A new line's values besides its `id` (with `columns`). */
  newRecord?: () => Record<string, unknown>;
  /** Horizontal scroll width of a wide table (px). */
  scrollX?: number;
  /** Text of the add button (default 添加一行产品). */
  addText?: string;
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

/**
 * The editable table as a form control: the Form.Item's `onChange` receives BOTH the table's
 * dataSource changes (a line added or removed: EditableProTable's `onChange`) and the typed values
 * (`onValuesChange`). Bound to one of them only, a line added after typing was lost (issue #21 e2e).
 * Typed values arrive a moment late (the table reports them after a debounce), so they are merged
 * into the latest lines by row key: a line added or removed meanwhile stays added or removed.
 */
function LinesTable({
  value,
  onChange,
  columns,
  scrollX,
  editableKeys,
  deleteText,
  creatorButtonText,
  record,
}: {
  value?: ItemLine[];
  onChange?: (v: ItemLine[]) => void;
  columns: ProColumns<ItemLine>[];
  scrollX?: number;
  editableKeys: string[];
  deleteText: string;
  creatorButtonText: string;
  record: () => ItemLine;
}) {
  const latest = useRef<ItemLine[]>(value ?? []);
  latest.current = value ?? latest.current;
  const emit = (v: ItemLine[]) => {
    latest.current = v;
    onChange?.(v);
  };
  const typed = (list: ItemLine[]) => {
    const byId = new Map(list.map((r) => [r.id, r]));
    emit(latest.current.map((r) => ({ ...r, ...(byId.get(r.id) ?? {}) })));
  };
  return (
    <EditableProTable<ItemLine>
      rowKey="id"
      toolBarRender={false}
      columns={columns}
      value={value}
      onChange={(v) => emit([...v])}
      onValuesChange={typed}
      scroll={scrollX ? { x: scrollX } : undefined}
      recordCreatorProps={{ newRecordType: 'dataSource', position: 'bottom', record, creatorButtonText }}
      editable={{ type: 'multiple', editableKeys, actionRender: (_row, _config, dom) => [dom.delete], deleteText }}
    />
  );
}

/** The product-lines field. */
export default function ItemTableField({ name = 'items', label, required = true, testId = 'wz-items', columns: custom, newRecord, scrollX, addText }: ItemTableFieldProps) {
  const t = useT();
  // Every line stays editable (typed in place); the keys follow the form's value (a restored draft included).
  const rows = (Form.useWatch(name, Form.useFormInstance()) ?? []) as ItemLine[];
  const productColumns: ProColumns<ItemLine>[] = [
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
  // A table wider than its card (`scrollX`) scrolls inside the card with its first column and the
  // delete action fixed, so each row stays identifiable while scrolling (issue #33), never the page.
  const customColumns: ProColumns<ItemLine>[] | undefined = custom && [
    ...custom.map(
      (c, i): ProColumns<ItemLine> => ({
        title: c.title,
        dataIndex: c.key,
        width: c.width,
        ...(scrollX && i === 0 ? { fixed: 'left' as const } : {}),
        ...(c.kind === 'select' ? { valueType: 'select' as const, fieldProps: { options: c.options ?? [], 'aria-label': c.title } } : { fieldProps: { maxLength: c.maxLength ?? 100, inputMode: c.kind === 'number' ? 'decimal' : undefined, 'aria-label': c.title } }),
        formItemProps: c.check ? { rules: [toAntdRule(c.check, t)] } : undefined,
      }),
    ),
    { title: t('wizardKit.items.action'), valueType: 'option', width: 70, ...(scrollX ? { fixed: 'right' as const } : {}) },
  ];
  const columns = customColumns ?? productColumns;
  // The table's own message names the row and the column of the first bad cell (issue #33), e.g.
  // 第 2 行「年重量（千克）」：重量必须大于 0（千克）.
  const checks = custom ? custom.filter((c) => c.check).map((c) => [c.key, c.check!] as const) : ITEM_CHECKS;
  const titleOf = (key: string) => (custom ? custom.find((c) => c.key === key)?.title : (productColumns.find((c) => c.dataIndex === key)?.title as string | undefined)) ?? key;
  const tableMessage = (v: unknown): string | null => {
    const p = rowProblem(v, checks, required);
    if (!p) return null;
    return p.row === undefined ? t(p.key) : t('wizardKit.items.at', { row: p.row, column: titleOf(p.column!), message: t(p.key) });
  };
  return (
    <div data-testid={testId}>
      <ProForm.Item
        name={name}
        label={label ?? t('wizardKit.items.name')}
        rules={[{ validator: async (_: unknown, v: unknown) => { const m = tableMessage(v); if (m) throw new Error(m); } }]}
      >
        <LinesTable
          columns={columns}
          scrollX={scrollX}
          editableKeys={rows.map((r) => r.id)}
          deleteText={t('wizardKit.items.remove')}
          creatorButtonText={addText ?? t('wizardKit.items.add')}
          record={() => (custom ? { ...(newRecord?.() ?? {}), id: newId() } : { id: newId(), unit: 'kg', quantity: 1 }) as ItemLine}
        />
      </ProForm.Item>
    </div>
  );
}
