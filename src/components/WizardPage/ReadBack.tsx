/**
 * The preview's read-back of one step (issue #33): every field the step declares
 * (`WizardStepDef.fields` / `WizardStep.fields`, src/core/wizard/readback.ts) with its value as
 * entered — values as label/value rows, tables as tables (a wide table scrolls inside its card,
 * never the page: cells wrap), groups (one per chosen service or country) as titled blocks. Built by
 * `readBack()`; nothing here is specific to a wizard. Each value carries
 * `data-testid="readback-<step>-<id>"` (`id` the field's dotted path, e.g. `dePack.brandName`).
 */
import { ProCard } from '@ant-design/pro-components';
import { Descriptions, Space, Table, Typography } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { readBack, READ_KEYS, type ReadField, type ReadItem, type ReadSources } from '@/core/wizard';
import { useT } from '@/hooks/useT';
import '@/locales/areas/wizard-kit';

/** Props of {@link ReadBack}. */
interface ReadBackProps {
  /** The step's key (the test ids' prefix). */
  step: string;
  /** The step's declared fields. */
  fields: readonly ReadField[];
  /** All values of the wizard. */
  values: Record<string, unknown>;
  /** Option lists of `{ source }` labels (API enumerations, countries), already translated. */
  sources?: ReadSources;
}

const tid = (step: string, id: string) => `readback-${step}-${id}`;

/** Consecutive values as one Descriptions block; tables and groups as their own blocks. */
function Items({ step, items }: { step: string; items: ReadItem[] }) {
  const t = useT();
  const blocks: ReactNode[] = [];
  let run: Extract<ReadItem, { kind: 'value' }>[] = [];
  const flush = () => {
    if (!run.length) return;
    const rows = run;
    blocks.push(
      <Descriptions key={`v-${rows[0].id}`} size="small" column={1} bordered labelStyle={{ width: 200 }} contentStyle={{ wordBreak: 'break-word' }}>
        {rows.map((r) => (
          <Descriptions.Item key={r.id} label={r.label}>
            <span data-testid={tid(step, r.id)}>{r.text}</span>
          </Descriptions.Item>
        ))}
      </Descriptions>,
    );
    run = [];
  };
  for (const it of items) {
    if (it.kind === 'value') {
      run.push(it);
      continue;
    }
    flush();
    if (it.kind === 'table') {
      blocks.push(
        <div key={`t-${it.id}`} data-testid={tid(step, it.id)} style={{ maxWidth: '100%', overflowX: 'auto' }}>
          <Typography.Text strong>{it.label}</Typography.Text>
          <Table<string[]>
            size="small"
            bordered
            pagination={false}
            style={{ marginTop: 4 }}
            rowKey={(_r) => String(it.rows.indexOf(_r))}
            dataSource={it.rows}
            locale={{ emptyText: t(READ_KEYS.noRows) }}
            columns={[
              { title: '#', key: '#', width: 48, render: (_v: unknown, _r: string[], i: number) => i + 1 },
              // Cells wrap (long names and links break), so the table fits its card; the block scrolls only as a last resort.
              ...it.columns.map((c, i) => ({ title: c, key: String(i), render: (_v: unknown, r: string[]) => <span style={{ wordBreak: 'break-word' }}>{r[i]}</span> })),
            ]}
          />
        </div>,
      );
    } else {
      blocks.push(
        <ProCard key={`g-${it.id}`} size="small" bordered title={it.label} data-testid={tid(step, it.id)} bodyStyle={{ minWidth: 0 }}>
          <Items step={step} items={it.items} />
        </ProCard>,
      );
    }
  }
  flush();
  return (
    <Space direction="vertical" size={12} style={{ width: '100%', minWidth: 0 }}>
      {blocks.map((b, i) => (
        <Fragment key={i}>{b}</Fragment>
      ))}
    </Space>
  );
}

/** The read-back of one step's declared fields. */
export default function ReadBack({ step, fields, values, sources }: ReadBackProps) {
  const t = useT();
  return <Items step={step} items={readBack(fields, values, { t, sources })} />;
}
