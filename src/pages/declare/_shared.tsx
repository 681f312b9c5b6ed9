/**
 * Pieces shared by the declaration pages: the batch answer dialog (what went
 * through, what was refused and why), the row action buttons driven by the transition table, and
 * the return view (GB boxes with HMRC's checks; other countries their own form, `LayoutView`, then the
 * lines by kind and rate).
 */
import { history } from '@umijs/max';
import { Alert, App, Descriptions, List, Space, Table, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { ConfirmAction } from '@/components/ListPage/ConfirmAction';
import { readableWarnings, type ReadableWarning } from '@/core/declare/checks';
import type { ReturnLayout } from '@/core/declare/layouts';
import { countryText } from '@/core/calc/model';
import type { DeclareAction } from '@/core/declare/status';
import type { DeclareBatchResult, DeclareReturn, DeclareRow } from '@/core/declare/types';
import type { Translate } from '@/hooks/useT';
import { cancelConfirmation, confirmDeclaration, directDeclare, generateVatReturn, getDeclareCalc, ignorePayments, startDeclareCalc, submitVatReturn } from '@/services/declare';
import { warningAction, warningTitle } from '@/components/CalcResult/labels';
import '@/locales/areas/calc';
import '@/locales/areas/declare';

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

/** Codes whose way out, on a declaration, is to upload this period's reports again. */
const REUPLOAD_CODES = new Set(['PERIOD_MISMATCH', 'ROWS_SKIPPED', 'REFUND_WITHOUT_SALE']);

/**
 * The warnings of a declaration's calculation as a person reads them (issue #19): a Chinese title
 * (with the country), a sentence on what it means for this return, the action that resolves it (a
 * link where there is one: the upload step, the registration wizard, the calculator), and a small
 * detail line for support with the engine's message (column names in Chinese) and the raw code.
 */
export function WarningList({ warnings, t, row, compact }: { warnings: readonly ReadableWarning[]; t: Translate; row?: Pick<DeclareRow, 'id' | 'vatTaxId' | 'periodStart'>; compact?: boolean }) {
  return (
    <List
      size="small"
      dataSource={[...warnings]}
      data-testid="warning-list"
      renderItem={(w, i) => {
        const a = warningAction(w.code, w.country);
        const upload = row && REUPLOAD_CODES.has(w.code) ? actionPath('upload', { ...row, vatTaxId: row.vatTaxId }) : undefined;
        const href = upload ?? a.href;
        const actionText = upload ? t('declare.view.reupload') : t(a.textId, a.values);
        return (
          <List.Item key={`${w.code}-${i}`} data-testid={`warning-${w.code}`}>
            <Space direction="vertical" size={2} style={{ width: '100%' }}>
              <Typography.Text strong data-testid="warning-title">
                {warningTitle(t, w.titleKey)}
                {w.country ? ` · ${countryText(w.country)}` : ''}
                {w.rowCount > 0 ? <Typography.Text type="secondary">{`（${t('declare.warn.rows', { n: w.rowCount })}）`}</Typography.Text> : null}
              </Typography.Text>
              <Typography.Text>{t(w.meaningKey)}</Typography.Text>
              {!compact && (
                <Space size={4} wrap>
                  {href ? (
                    <Typography.Link onClick={() => history.push(href)} data-testid={`warning-action-${w.code}`}>
                      {actionText}
                    </Typography.Link>
                  ) : (
                    <Typography.Text type="secondary">{actionText}</Typography.Text>
                  )}
                </Space>
              )}
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="warning-detail">
                {w.detail} · {t('declare.warn.code', { code: w.code })}
              </Typography.Text>
            </Space>
          </List.Item>
        );
      }}
    />
  );
}

/**
 * 确认 (and 直接申报) with ONE confirmation that lists the calculation's non-blocking warnings
 * (issue #19: not one tick per warning; the list row asks the same as the details page). Loads the
 * warnings when clicked; a failure to load them says so and does not confirm.
 */
function ConfirmWithWarnings({ row, action, t, onDone }: { row: DeclareRow; action: 'confirm' | 'directDeclare'; t: Translate; onDone: () => void }) {
  const { modal, message } = App.useApp();
  const [loading, setLoading] = useState(false);
  const open = async () => {
    if (loading) return;
    setLoading(true);
    let warnings: ReadableWarning[];
    try {
      const calc = await getDeclareCalc(row.id, { skipErrorMessage: true });
      warnings = readableWarnings(calc?.result?.warnings ?? []);
    } catch {
      // shown: the warnings could not be read, so the seller opens the details before confirming
      message.error(t('declare.warn.confirm.loadFailed'));
      return;
    } finally {
      setLoading(false);
    }
    modal.confirm({
      title: t('declare.warn.confirm.title'),
      width: 680,
      content: (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="confirm-warnings">
          <Typography.Text>{t(`declare.confirm.${action}`)}</Typography.Text>
          <Typography.Text strong>{warnings.length ? t('declare.warn.confirm.intro', { count: warnings.length }) : t('declare.warn.confirm.none')}</Typography.Text>
          {warnings.length > 0 && (
            <div style={{ maxHeight: 360, overflowY: 'auto' }}>
              <WarningList warnings={warnings} t={t} compact />
            </div>
          )}
        </Space>
      ),
      okText: t('declare.warn.confirm.ok'),
      cancelText: t('declare.warn.confirm.cancel'),
      okButtonProps: { 'data-testid': 'confirm-warnings-ok' } as never,
      onOk: async () => {
        try {
          await RUN[action]!(row.id);
          message.success(t('declare.action.ok', { action: t(`declare.action.${action}`) }));
        } catch {
          /* the request layer showed the server's reason (e.g. a blocking problem) */
        }
        onDone();
      },
    });
  };
  return (
    <Typography.Link onClick={() => void open()} disabled={loading} data-testid={`act-${action}-${row.id}`}>
      {t(`declare.action.${action}`)}
    </Typography.Link>
  );
}

/** The buttons of a row's allowed actions (from the table, as the API answered them), then 详情. */
export function RowActions({ row, t, onDone }: { row: DeclareRow; t: Translate; onDone: () => void }): ReactNode {
  const links: ReactNode[] = [];
  for (const a of row.actions) {
    const run = RUN[a];
    const path = actionPath(a, row);
    if (a === 'confirm' || a === 'directDeclare') {
      links.push(<ConfirmWithWarnings key={a} row={row} action={a} t={t} onDone={onDone} />);
    } else if (run) {
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

/**
 * The return as computed: GB nine boxes (with HMRC's checks), else the country's own form (when it
 * has a layout: `ret.layout`, computed once by the mock with the return — issue #32, never here)
 * and the lines by kind and rate; the totals.
 */
export function ReturnView({ ret, t }: { ret: DeclareReturn; t: Translate }) {
  const layout = ret.boxes ? null : ret.layout ?? null;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="return-view">
      <Typography.Title level={5} style={{ margin: 0 }} data-testid="return-name">
        {ret.returnName}
      </Typography.Title>
      {ret.boxes &&
        (ret.checks.length ? (
          <Alert
            type="error"
            showIcon
            message={t('declare.return.checksFailed')}
            description={
              // the rule in Chinese; HMRC's code only on a small detail line (issue #32: no raw code as a title)
              <Space direction="vertical" size={2}>
                {ret.checks.map((c) => (
                  <span key={c.code}>
                    {c.message}{' '}
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {t('declare.warn.code', { code: c.code })}
                    </Typography.Text>
                  </span>
                ))}
              </Space>
            }
            data-testid="mtd-failed"
          />
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
      {layout && <LayoutView layout={layout} t={t} showTitle={layout.title !== ret.returnName} />}
      {ret.servicesReceived && (
        <Alert
          type="info"
          showIcon
          data-testid="rc-sources"
          message={t('declare.rc.title')}
          description={
            <>
              {t('declare.rc.desc', { net: ret.servicesReceived.net, vat: ret.servicesReceived.vat, currency: ret.currency, rate: Math.round(Number(ret.servicesReceived.rate) * 1000) / 10 })}
              <ul style={{ margin: '4px 0' }}>
                {ret.servicesReceived.sources.map((src) => (
                  <li key={src.invoiceId} data-testid="rc-source">
                    {src.invoiceNumber} · {src.marketplace} · {src.month} · {src.net} {src.currency}
                  </li>
                ))}
              </ul>
              <Typography.Link onClick={() => history.push('/lux-invoice')}>{t('declare.rc.manage')}</Typography.Link>
            </>
          }
        />
      )}
      {ret.lines && ret.lines.length > 0 && (
        <>
          {layout && <Typography.Text strong>{t('declare.layout.lines')}</Typography.Text>}
          <Table
            size="small"
            pagination={false}
            rowKey={(l) => `${l.kind ?? ''}-${l.rate ?? ''}-${l.net}`}
            dataSource={ret.lines}
            columns={[
              { title: t('declare.return.kind'), dataIndex: 'kind', render: (k?: string) => (k ? t(`declare.lineKind.${k}`) : '-') },
              { title: t('declare.return.rate'), dataIndex: 'rate', render: (r: string | null) => (r === null ? '-' : `${Math.round(Number(r) * 1000) / 10}%`) },
              { title: t('declare.return.net'), dataIndex: 'net', align: 'right' },
              { title: t('declare.return.vat'), dataIndex: 'vat', align: 'right' },
            ]}
          />
        </>
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

/** One part of a form: code, Chinese label (with the note, if any), the form's own wording, amount. */
function LayoutTable({ boxes, t, currency }: { boxes: ReturnLayout['sections'][number]['boxes']; t: Translate; currency: string }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey="code"
      dataSource={boxes}
      tableLayout="fixed"
      columns={[
        // "81-Steuer" is the tax column of Kennzahl 81: shown as "81 · Steuer"
        { title: t('declare.layout.code'), dataIndex: 'code', width: 150, render: (c: string) => <Typography.Text code>{c.replace('-', ' · ')}</Typography.Text> },
        {
          title: t('declare.layout.label'),
          dataIndex: 'zh',
          width: '36%',
          render: (zh: string, b) =>
            b.note ? (
              <Space direction="vertical" size={0}>
                <span>{zh}</span>
                <Typography.Text type="warning" style={{ fontSize: 12 }}>
                  {b.note}
                </Typography.Text>
              </Space>
            ) : (
              zh
            ),
        },
        {
          title: t('declare.layout.name'),
          dataIndex: 'name',
          render: (n: string) => (
            <Tooltip title={n}>
              <Typography.Text type="secondary" ellipsis style={{ maxWidth: '100%' }}>
                {n}
              </Typography.Text>
            </Tooltip>
          ),
        },
        { title: t('declare.layout.amount', { currency }), dataIndex: 'amount', align: 'right', width: 140, render: (a: string, b) => <span data-testid={`layout-box-${b.code}`}>{a}</span> },
      ]}
    />
  );
}

/** A country's own form as the mock computed it with the return (`DeclareReturn.layout`): its parts, the form's totals check, the ECSL, the extra statement (CZ control statement), notes and source. */
export function LayoutView({ layout, t, showTitle = true }: { layout: ReturnLayout; t: Translate; showTitle?: boolean }) {
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid={`layout-${layout.country}`}>
      {showTitle && (
        <Typography.Text strong data-testid="layout-title">
          {layout.title}
        </Typography.Text>
      )}
      {layout.whole && <Typography.Text type="secondary">{t('declare.layout.whole')}</Typography.Text>}
      {layout.notes.length > 0 && <Alert type="warning" showIcon message={layout.notes.join('；')} data-testid="layout-notes" />}
      {layout.sections.map((sec) => (
        <div key={sec.name}>
          <Typography.Text>
            {sec.zh} <Typography.Text type="secondary">· {sec.name}</Typography.Text>
          </Typography.Text>
          <LayoutTable boxes={sec.boxes} t={t} currency={layout.currency} />
        </div>
      ))}
      <Alert type="info" message={t('declare.layout.totals', { ...layout.totals })} data-testid="layout-totals" />
      {layout.extra && (
        <>
          <Typography.Text strong>
            {layout.extra.zh}（{layout.extra.name}）
          </Typography.Text>
          {layout.extra.sections.map((sec) => (
            <div key={sec.name}>
              <Typography.Text>
                {sec.zh} <Typography.Text type="secondary">· {sec.name}</Typography.Text>
              </Typography.Text>
              <LayoutTable boxes={sec.boxes} t={t} currency={layout.currency} />
            </div>
          ))}
        </>
      )}
      {layout.ecsl && (
        <>
          <Typography.Text strong>{t('declare.layout.ecsl', { name: `${layout.ecsl.zh} · ${layout.ecsl.name}` })}</Typography.Text>
          <Table
            size="small"
            pagination={false}
            rowKey={(e) => `${e.kind}-${e.customerVat}`}
            dataSource={layout.ecsl.lines}
            data-testid="layout-ecsl"
            columns={[
              { title: t('declare.layout.ecsl.customer'), dataIndex: 'customerVat' },
              { title: t('declare.layout.ecsl.country'), dataIndex: 'customerCountry', width: 90 },
              { title: t('declare.layout.ecsl.kind'), dataIndex: 'kind', width: 90, render: (k: string) => t(`declare.layout.ecsl.kind.${k}`) },
              { title: t('declare.layout.ecsl.value'), dataIndex: 'value', align: 'right', width: 140 },
            ]}
          />
        </>
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('declare.layout.source', { source: layout.source })}
      </Typography.Text>
    </Space>
  );
}
