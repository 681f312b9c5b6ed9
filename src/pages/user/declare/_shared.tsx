/**
 * Pieces shared by the declaration pages: the id of `?id=`, the batch answer dialog (what went
 * through, what was refused and why), the row action buttons driven by the transition table, and
 * the return view (GB boxes or lines by rate) with HMRC's checks.
 */
import { history } from '@umijs/max';
import { Alert, App, Descriptions, List, Space, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { ConfirmAction } from '@/components/ListPage/ConfirmAction';
import type { DeclareAction } from '@/core/declare/status';
import type { DeclareBatchResult, DeclareReturn, DeclareRow } from '@/core/declare/types';
import type { Translate } from '@/hooks/useT';
import { cancelConfirmation, confirmDeclaration, directDeclare, generateVatReturn, ignorePayments, startDeclareCalc, submitVatReturn } from '@/services/declare';
import '@/locales/areas/declare';

/** The declaration id of `?id=` (digits only), or `undefined`. */
export function idOf(search: string): number | undefined {
  const raw = new URLSearchParams(search).get('id') ?? '';
  return /^\d{1,9}$/.test(raw) ? Number(raw) : undefined;
}

/** Shows a batch answer: how many went through and each refused row with its Chinese reason. */
export function useBatchResult() {
  const { modal } = App.useApp();
  return (t: Translate, action: DeclareAction, r: DeclareBatchResult) => {
    const content = (
      <Space direction="vertical" style={{ width: '100%' }} data-testid="batch-result">
        <Typography.Text>{t('declare.batch.done', { action: t(`declare.action.${action}`), count: r.done.length })}</Typography.Text>
        {r.refused.length > 0 && (
          <>
            <Typography.Text type="danger">{t('declare.batch.refused', { count: r.refused.length })}</Typography.Text>
            <List
              size="small"
              bordered
              dataSource={r.refused}
              renderItem={(x) => (
                <List.Item data-testid={`refused-${x.id}`}>
                  <Space direction="vertical" size={0}>
                    <Typography.Text strong>{x.label}</Typography.Text>
                    <Typography.Text type="danger">{x.reason}</Typography.Text>
                  </Space>
                </List.Item>
              )}
            />
          </>
        )}
      </Space>
    );
    (r.refused.length ? modal.warning : modal.success)({ title: t('declare.batch.title'), content, okText: t('declare.batch.ok'), width: 560 });
  };
}

/** Calls of the actions a row button runs in place (the others open a page). */
const RUN: Partial<Record<DeclareAction, (id: number) => Promise<unknown>>> = {
  confirm: confirmDeclaration,
  cancelConfirm: cancelConfirmation,
  directDeclare,
  vatReturn: generateVatReturn,
  submit: submitVatReturn,
  ignorePayments: (id) => ignorePayments([id]),
  taxCalculate: startDeclareCalc,
};

/** Where an action that needs a page goes. */
export function actionPath(action: DeclareAction, row: Pick<DeclareRow, 'id' | 'vatTaxId' | 'periodStart'>): string | undefined {
  switch (action) {
    case 'upload':
      return `/user/declare/my-declare?vatTaxId=${row.vatTaxId ?? ''}&periodStart=${row.periodStart}`;
    case 'zeroDeclare':
      return `/user/declare/my-declare/begins-to-calculate/confirmZeroDeclaration?vatTaxId=${row.vatTaxId ?? ''}&periodStart=${row.periodStart}`;
    case 'paymentGuide':
    case 'payment':
      return `/user/declare/payment?id=${row.id}`;
    default:
      return undefined;
  }
}

/** The buttons of a row's allowed actions (from the table, as the API answered them), then 详情. */
export function RowActions({ row, t, onDone }: { row: DeclareRow; t: Translate; onDone: () => void }): ReactNode {
  const links: ReactNode[] = [];
  for (const a of row.actions) {
    const run = RUN[a];
    const path = actionPath(a, row);
    if (run) {
      links.push(
        <ConfirmAction
          key={a}
          title={t(`declare.confirm.${a}`)}
          onConfirm={() => run(row.id)}
          successText={t('declare.action.ok', { action: t(`declare.action.${a}`) })}
          onDone={a === 'taxCalculate' ? () => history.push(`/user/declare/begins-to-calculate?id=${row.id}`) : onDone}
          danger={a === 'cancelConfirm' || a === 'ignorePayments'}
          data-testid={`act-${a}-${row.id}`}
        >
          {t(`declare.action.${a}`)}
        </ConfirmAction>,
      );
    } else if (path) {
      links.push(
        <Typography.Link key={a} onClick={() => history.push(path)} data-testid={`act-${a}-${row.id}`}>
          {t(`declare.action.${a}`)}
        </Typography.Link>,
      );
    }
  }
  links.push(
    <Typography.Link key="view" onClick={() => history.push(`/user/declare/view-data?id=${row.id}`)} data-testid={`view-${row.id}`}>
      {t('declare.action.view')}
    </Typography.Link>,
  );
  if (row.receiptId)
    links.push(
      <Typography.Link key="receipt" onClick={() => history.push(`/user/declare/view-certificate?id=${row.id}`)} data-testid={`receipt-${row.id}`}>
        {t('declare.action.receipt')}
      </Typography.Link>,
    );
  return (
    <Space size={[12, 4]} wrap style={{ maxWidth: 240, whiteSpace: 'nowrap' }}>
      {links}
    </Space>
  );
}

/** The return as computed: GB nine boxes (with HMRC's checks) or lines by rate, and the totals. */
export function ReturnView({ ret, t }: { ret: DeclareReturn; t: Translate }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="return-view">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {ret.returnName}
      </Typography.Title>
      {ret.boxes &&
        (ret.checks.length ? (
          <Alert type="error" showIcon message={t('declare.return.checksFailed')} description={ret.checks.map((c) => `${c.code}：${c.message}`).join('；')} data-testid="mtd-failed" />
        ) : (
          <Alert type="success" showIcon message={t('declare.return.checksPassed')} data-testid="mtd-passed" />
        ))}
      {ret.boxes && (
        <Descriptions size="small" bordered column={1} labelStyle={{ width: 320 }}>
          {Object.entries(ret.boxes).map(([k, v]) => (
            <Descriptions.Item key={k} label={t(`declare.box.${k}`)}>
              <span data-testid={`box-${k}`}>{v}</span> {ret.currency}
            </Descriptions.Item>
          ))}
        </Descriptions>
      )}
      {ret.lines && ret.lines.length > 0 && (
        <Table
          size="small"
          pagination={false}
          rowKey={(l) => `${l.rate}-${l.net}`}
          dataSource={ret.lines}
          columns={[
            { title: t('declare.return.rate'), dataIndex: 'rate' },
            { title: t('declare.return.net'), dataIndex: 'net', align: 'right' },
            { title: t('declare.return.vat'), dataIndex: 'vat', align: 'right' },
          ]}
        />
      )}
      <Descriptions size="small" column={3}>
        <Descriptions.Item label={t('declare.return.output')}>{ret.totals.output}</Descriptions.Item>
        <Descriptions.Item label={t('declare.return.input')}>{ret.totals.input}</Descriptions.Item>
        <Descriptions.Item label={t('declare.return.payable')}>
          <Typography.Text strong data-testid="return-payable">
            {ret.totals.payable} {ret.currency}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
    </Space>
  );
}
