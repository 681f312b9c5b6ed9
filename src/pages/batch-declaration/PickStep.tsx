import type { ActionType, ProColumns } from '@ant-design/pro-components';
import { App, Button, Space, Tag, Typography } from 'antd';
import { useState, type MutableRefObject, type ReactNode } from 'react';
import ListPage, { type ListKit } from '@/components/ListPage';
import { StatusTag } from '@/components/ListPage/StatusTag';
import { ToneLabel } from '@/components/VatCells';
import { declarationIdColumns } from '@/components/VatCells/declaration';
import { BATCH_DECLARE_ACTIONS, SELECT_ALL_CAP, type BatchDeclareAction } from '@/core/batch/declaration';
import { DECLARE_STATUS_MAP } from '@/core/declare/status';
import type { DeclareRow } from '@/core/declare/types';
import { statusValueEnum } from '@/core/list/status';
import { daysLeftText } from '@/core/vat-tax/view';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch-declaration';
import FilingZipButton from './FilingZipButton';
import { allOfFilter, pickList, type PickQuery } from './pick';

/**
 * Step 1, on the list kit: the declarations filtered by country, status, due within N days,
 * "我可执行", users and keyword; rows selected across pages, or every row of the filter (at most
 * {@link SELECT_ALL_CAP}); the filing files of the selection as a zip; 下一步 with the selection.
 * Hidden, not unmounted, on the later steps (the selection and the filters stay).
 */
export function PickStep({ hidden, steps, listRef, onNext }: { hidden: boolean; steps: ReactNode; listRef: MutableRefObject<ActionType | undefined>; onNext: (rows: DeclareRow[]) => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [selectingAll, setSelectingAll] = useState(false);

  const selectAll = async (kit: ListKit<DeclareRow>) => {
    setSelectingAll(true);
    try {
      const r = await allOfFilter(kit.lastQuery() as PickQuery);
      kit.select(r.rows);
      if (r.capped) message.warning(t('batchDecl.pick.capped', { cap: SELECT_ALL_CAP, total: r.total }));
      else message.success(t('batchDecl.pick.selectedAll', { count: r.rows.length }));
    } catch {
      // The request layer showed the failure; the selection is unchanged.
    } finally {
      setSelectingAll(false);
    }
  };

  const columns = (kit: ListKit<DeclareRow>): ProColumns<DeclareRow>[] => [
    ...declarationIdColumns({ country: t('batchDecl.col.country'), vatNumber: t('batchDecl.col.vatNumber') }),
    ...(kit.isAgent ? [{ title: t('batchDecl.col.user'), dataIndex: 'userName', search: false as const }] : []),
    {
      title: t('batchDecl.col.period'),
      dataIndex: 'periodStart',
      search: false,
      render: (_, r) => <span style={{ whiteSpace: 'nowrap' }}>{`${r.periodStart} ~ ${r.periodEnd}`}</span>,
    },
    {
      title: t('batchDecl.col.due'),
      dataIndex: 'dueDate',
      search: false,
      render: (_, r) => (
        <Space direction="vertical" size={0} style={{ whiteSpace: 'nowrap' }}>
          <span>{r.dueDate}</span>
          {r.status < 6 && <ToneLabel text={daysLeftText(r.daysLeft)} />}
        </Space>
      ),
    },
    {
      title: t('batchDecl.col.status'),
      dataIndex: 'type',
      valueType: 'select',
      valueEnum: statusValueEnum(DECLARE_STATUS_MAP, t),
      render: (_, r) => <StatusTag map={DECLARE_STATUS_MAP} value={r.status} data-testid={`status-${r.id}`} />,
    },
    {
      title: t('batchDecl.filter.due'),
      dataIndex: 'dueWithin',
      hideInTable: true,
      valueType: 'select',
      fieldProps: { options: [7, 15, 30].map((d) => ({ value: String(d), label: t('batchDecl.filter.dueDays', { days: d }) })) },
    },
    {
      title: t('batchDecl.filter.mine'),
      dataIndex: 'mine',
      hideInTable: true,
      valueType: 'select',
      fieldProps: {
        options: [{ value: 'any', label: t('batchDecl.filter.mine.any') }, ...BATCH_DECLARE_ACTIONS.map((a) => ({ value: a, label: t('batchDecl.filter.mine.action', { action: t(`batchDecl.action.${a}`) }) }))],
      },
    },
    { title: t('batchDecl.filter.q'), dataIndex: 'q', hideInTable: true, fieldProps: { placeholder: t('batchDecl.filter.q.placeholder') } },
    {
      title: t('batchDecl.col.actions'),
      dataIndex: 'actions',
      search: false,
      render: (_, r) =>
        r.actions.filter((a) => (BATCH_DECLARE_ACTIONS as readonly string[]).includes(a)).length ? (
          <Space size={[4, 4]} wrap>
            {r.actions
              .filter((a): a is BatchDeclareAction => (BATCH_DECLARE_ACTIONS as readonly string[]).includes(a))
              .map((a) => (
                <Tag key={a}>{t(`batchDecl.action.${a}`)}</Tag>
              ))}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('batchDecl.col.actions.none')}</Typography.Text>
        ),
    },
  ];

  return (
    <div hidden={hidden}>
      <ListPage<DeclareRow, PickQuery>
        rowKey="id"
        testId="batch-pick"
        actionRef={listRef}
        content={
          <>
            {steps}
            <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
              {t('batchDecl.pick.intro')}
            </Typography.Paragraph>
          </>
        }
        selectable={{ label: (r) => t('batchDecl.pick.select', { vat: r.vatNumber, period: r.periodStart }) }}
        request={pickList}
        emptyText={({ filtered }) => (filtered ? undefined : t('batchDecl.pick.empty'))}
        toolBar={(kit) => [
          <Button key="all" loading={selectingAll} onClick={() => void selectAll(kit)} data-testid="batch-select-all">
            {t('batchDecl.pick.selectAll')}
          </Button>,
          <Button key="clear" disabled={!kit.selected.length} onClick={kit.clearSelection} data-testid="batch-clear">
            {t('batchDecl.pick.clear')}
          </Button>,
          <FilingZipButton key="zip" selected={kit.selected} t={t} />,
          <Button key="next" type="primary" disabled={!kit.selected.length} data-testid="batch-next" onClick={() => onNext(kit.selected)}>
            {t('batchDecl.pick.next', { count: kit.selected.length })}
          </Button>,
        ]}
        columns={columns}
      />
    </div>
  );
}
