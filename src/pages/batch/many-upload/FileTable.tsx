import { CheckCircleOutlined, DeleteOutlined, RedoOutlined } from '@ant-design/icons';
import { Button, Progress, Select, Space, Table, Tag, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { LOCAL_CHECK_CONCURRENCY } from '@/constants/upload';
import { PROGRESS_COLORS } from '@/constants/ui';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch';
import { mb } from './text';
import type { ManyFile } from './useManyFiles';

/** Files per page of the table. */
const PAGE_SIZE = 20;

/**
 * The dropped files, one row each: the file (size, month, local progress, problems), its company
 * (the match's verdict and evidence, a select when none or several matched or the agent changes it),
 * its state, and retry / remove. Cells are plain elements in the theme's colours (200 rows × several
 * Typography components cost more than the rest of the page) and are redrawn only when their file
 * changed; `tableKey` draws the table anew (when the companies load). Mounted from the start (empty
 * until a drop), so a drop of 200 files only adds rows.
 */
export function FileTable({
  files,
  tableKey,
  options,
  companyName,
  onPick,
  onUpload,
  onRemove,
}: {
  files: readonly ManyFile[];
  tableKey: number;
  options: { value: number; label: string }[];
  companyName: (id: number) => string;
  onPick: (uid: string, p: Partial<ManyFile>) => void;
  onUpload: (uid: string) => void;
  onRemove: (uid: string) => void;
}) {
  const t = useT();
  const { token } = theme.useToken();
  const secondary = { color: token.colorTextSecondary };
  const note = (type: 'warning' | 'danger' | 'secondary', children: ReactNode) => (
    <span
      style={{
        color: type === 'warning' ? token.colorWarningText : type === 'danger' ? token.colorErrorText : token.colorTextSecondary,
        fontSize: type === 'secondary' ? 12 : undefined,
      }}
    >
      {children}
    </span>
  );

  const remoteTag = (f: ManyFile) => {
    if (f.phase !== 'batch') {
      const color =
        f.phase === 'invalid' || f.phase === 'uploadFailed'
          ? 'error'
          : f.phase === 'uploaded'
            ? 'success'
            : 'processing';
      return <Tag color={color}>{t(`batch.many.phase.${f.phase}`)}</Tag>;
    }
    const r = f.remote ?? 'uploading';
    return (
      <Tag color={r === 'failed' ? 'error' : r === 'parsed' ? 'success' : 'processing'}>
        {t(`batch.many.remote.${r}`)}
      </Tag>
    );
  };

  const companyCell = (f: ManyFile) => {
    if (f.phase === 'invalid' || f.phase === 'checking') return <span style={secondary}>-</span>;
    const candidates =
      f.match?.status === 'ambiguous' ? new Set(f.match.candidates.map((c) => c.companyId)) : undefined;
    const choices = candidates ? options.filter((o) => candidates.has(o.value)) : options;
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {f.phase === 'batch' || (f.companyId !== undefined && !f.picking) ? (
          <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <span data-testid="many-company-name">{companyName(f.companyId!)}</span>
            {f.byHand && (
              <Tag color="blue" data-testid="many-by-hand" style={{ marginInlineEnd: 0 }}>
                {t('batch.many.byHand')}
              </Tag>
            )}
            {f.phase !== 'batch' && (
              <Button size="small" type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onPick(f.uid, { picking: true })}>
                {t('batch.many.change')}
              </Button>
            )}
          </div>
        ) : (
          <Select
            showSearch
            optionFilterProp="label"
            style={{ width: '100%', minWidth: 220 }}
            placeholder={t('batch.many.pickCompany')}
            value={f.companyId}
            options={choices}
            onChange={(v: number) => onPick(f.uid, { companyId: v, picking: false, byHand: !(f.match?.status === 'matched' && f.match.companyId === v) })}
            status={f.companyId === undefined ? 'warning' : undefined}
            aria-label={t('batch.many.pickCompanyFor', { name: f.name })}
            data-testid="many-company"
          />
        )}
        {f.match?.status === 'matched' &&
          f.companyId === f.match.companyId &&
          note('secondary', (
            <>
              <CheckCircleOutlined /> {t('batch.many.matchedBy', { by: f.match.evidence.map((e) => e.value).join('、') })}
            </>
          ))}
        {f.match?.status === 'ambiguous' &&
          (f.companyId === undefined || f.picking) &&
          note(
            'warning',
            <span data-testid="many-candidates">
              {t('batch.many.ambiguousWho', {
                n: f.match.candidates.length,
                list: f.match.candidates
                  .map((c) => t('batch.many.candidate', { name: companyName(c.companyId), by: c.evidence.map((e) => t(`batch.many.evidence.${e.kind}`, { value: e.value })).join('、') }))
                  .join('；'),
              })}
            </span>,
          )}
        {f.match?.status === 'none' &&
          f.companyId === undefined &&
          note(
            'warning',
            f.match.reason === 'noIdentifiers'
              ? t('batch.many.noIdentifiers')
              : t('batch.many.unknown', { ids: f.match.identifiers.map((e) => e.value).join('、') }),
          )}
      </div>
    );
  };

  // A cell is redrawn only when its file changed.
  const same = (a: ManyFile, b: ManyFile) => a !== b;
  const columns: ColumnsType<ManyFile> = [
    {
      title: t('batch.many.col.file'),
      key: 'file',
      shouldCellUpdate: same,
      render: (_, f) => (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <div style={{ display: 'flex', gap: 6, flexWrap: 'wrap', alignItems: 'baseline' }}>
            <strong>{f.name}</strong>
            <span style={secondary}>{mb(f.size)}</span>
            {f.month && <Tag>{t('batch.many.month', { year: f.month.year, month: f.month.month })}</Tag>}
          </div>
          {f.phase === 'checking' && f.percent === 0
            ? note('secondary', t('batch.many.waitingCheck', { n: LOCAL_CHECK_CONCURRENCY }))
            : (f.phase === 'checking' || f.phase === 'uploading') && (
                <Progress size="small" percent={f.percent} strokeColor={PROGRESS_COLORS.normal} />
              )}
          {f.spansMonths && note('warning', t('batch.many.spans'))}
          {f.error && note('danger', f.error)}
        </div>
      ),
    },
    { title: t('batch.many.col.company'), key: 'company', width: 340, shouldCellUpdate: same, render: (_, f) => companyCell(f) },
    { title: t('batch.many.col.status'), key: 'status', width: 130, shouldCellUpdate: same, render: (_, f) => remoteTag(f) },
    {
      title: t('batch.many.col.actions'),
      key: 'actions',
      width: 120,
      shouldCellUpdate: same,
      render: (_, f) => (
        <Space size={0}>
          {f.phase === 'uploadFailed' && (
            <Button size="small" type="link" icon={<RedoOutlined />} onClick={() => onUpload(f.uid)}>
              {t('batch.many.retry')}
            </Button>
          )}
          {(f.phase !== 'batch' || f.remote === 'failed') && (
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('batch.many.remove', { name: f.name })}
              onClick={() => onRemove(f.uid)}
            />
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<ManyFile>
      key={tableKey}
      style={{ marginTop: 12 }}
      locale={{ emptyText: t('batch.many.emptyList') }}
      size="small"
      rowKey="uid"
      pagination={files.length > PAGE_SIZE ? { pageSize: PAGE_SIZE, showSizeChanger: false } : false}
      dataSource={files as ManyFile[]}
      onRow={(f) =>
        ({
          'data-testid': 'many-file',
          'data-name': f.name,
          'data-phase': f.phase,
          'data-remote': f.remote ?? '',
          'data-company': f.companyId ?? '',
        }) as React.HTMLAttributes<HTMLElement>
      }
      columns={columns}
    />
  );
}
