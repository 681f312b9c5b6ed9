/**
 * `/user/epr/list/batchDeclarationPackaging/batch-declaration-of-packaging-law` (open, spec §2;
 * issue #21): the batch packaging declaration, step 2. A guest sees what it is and a login button.
 * A user uploads the filled template (read in the browser by the one sheet reader,
 * src/core/imports/sheet.ts: sheet `sheet1`, a wrong header refused naming the column) or types
 * the quantities per material in the page (a row per registration of `?ids=`, or all); every row is
 * checked as it is typed (src/core/epr-declare/rows.ts: LUCID number of one's registrations, period
 * ended, each material a number of kg ≥ 0, no repeated registration and period), with the material
 * totals and the completeness-declaration flags. Submit (`POST /api/epr-declare/create`, checked
 * again by the mock) stores the valid rows; the results list each row stored or refused with its
 * reasons, and refused rows stay in the table to be fixed. Nothing typed is lost on a failure.
 */
import { DeleteOutlined, InboxOutlined, PlusOutlined } from '@ant-design/icons';
import { history } from '@umijs/max';
import { Alert, App, Button, Card, Descriptions, Empty, Input, Popconfirm, Select, Space, Table, Tag, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useRef, useState } from 'react';
import { LoadFailed, OpenPage } from '@/components/OpenPage';
import { checkRow, DECLARE_COLUMNS, flagText, foldRegNo, MATERIAL_HEADERS, MATERIAL_KEYS, materialHeader, materialTotals, type DeclarableRegistration, type DeclareColumnKey, type MaterialKey } from '@/core/epr-declare/rows';
import { MAX_FILE_BYTES, type SheetRead } from '@/core/imports/sheet';
import { PACK_MATERIALS } from '@/core/packaging-law/materials';
import { useApi } from '@/hooks/useApi';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { createDeclarations, listDeclarable, type DeclareResult } from '@/services/epr-declare';
import { DECLARE_BASE, idsParam, lastYear } from '../_shared';
import '@/locales/areas/epr-declare';

/** A row being edited: a stable key, the sheet line (0 when typed here), the number, the period and the eight cells as text. */
interface EditRow {
  uid: number;
  line: number;
  registrationNo: string;
  period: string;
  weights: Record<MaterialKey, string>;
}

const blankWeights = () => Object.fromEntries(MATERIAL_KEYS.map((k) => [k, ''])) as Record<MaterialKey, string>;
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const kg = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 3 });

function Declaration() {
  const t = useT();
  const { message } = App.useApp();
  const idsText = useQueryParam('ids');
  const ids = useMemo(() => idsParam(idsText), [idsText]);
  const regs = useApi(() => listDeclarable({}, { skipErrorMessage: true }));
  const seq = useRef(0);
  const [rows, setRows] = useState<EditRow[]>([]);
  const [fileNote, setFileNote] = useState<{ ok: boolean; text: string }>();
  const [busy, setBusy] = useState(false);
  const [results, setResults] = useState<{ stored: number; refused: number; results: DeclareResult[] }>();

  const byNo = useMemo(
    () => new Map<string, DeclarableRegistration>((regs.data ?? []).map((r) => [r.registrationNo, { id: r.id, userId: r.userId, registrationNo: r.registrationNo, companyName: r.companyName }])),
    [regs.data],
  );
  const checks = useMemo(() => {
    const seen = new Set<string>();
    const day = today();
    return rows.map((r) => checkRow(r, byNo, day, seen));
  }, [rows, byNo]);
  const bad = checks.filter((c) => c.errors.length).length;
  const totals = materialTotals(checks);
  const flagged = checks.flatMap((c, i) => c.flags.map((f) => ({ f, row: rows[i] })));

  if (regs.error) return <LoadFailed error={regs.error} onRetry={regs.refresh} />;

  const newRow = (over: Partial<EditRow>): EditRow => {
    seq.current += 1;
    return { uid: seq.current, line: 0, registrationNo: '', period: lastYear(), weights: blankWeights(), ...over };
  };
  const addManual = () => {
    const pick = (regs.data ?? []).filter((r) => !ids.length || ids.includes(r.id));
    setRows((rs) => [...rs, ...(pick.length ? pick.map((r) => newRow({ registrationNo: r.registrationNo })) : [newRow({})])]);
  };
  const patch = (uid: number, p: Partial<EditRow>) => setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, ...p } : r)));
  const patchWeight = (uid: number, k: MaterialKey, v: string) => setRows((rs) => rs.map((r) => (r.uid === uid ? { ...r, weights: { ...r.weights, [k]: v } } : r)));

  const readFile = async (file: File) => {
    if (file.size > MAX_FILE_BYTES) {
      setFileNote({ ok: false, text: t('eprDeclare.run.tooBig', { name: file.name }) });
      return;
    }
    let read: SheetRead<DeclareColumnKey>;
    try {
      // the spreadsheet reader (xlsx) loads with the first file, not with the page (issue #25)
      const { readSheet } = await import('@/core/imports/sheet-read');
      read = readSheet(await file.arrayBuffer(), file.name, DECLARE_COLUMNS, 'sheet1');
    } catch {
      // shown: the file note names the file the reader could not load; the rows stay
      setFileNote({ ok: false, text: t('eprDeclare.run.readerFailed', { name: file.name }) });
      return;
    }
    if (!read.ok) {
      setFileNote({ ok: false, text: t('eprDeclare.run.refused', { name: file.name, error: read.error }) });
      return;
    }
    setRows((rs) => [
      ...rs,
      ...read.rows.map((r) =>
        newRow({
          line: r.line,
          registrationNo: r.values.registrationNo,
          period: r.values.period,
          weights: Object.fromEntries(MATERIAL_KEYS.map((k) => [k, r.cellErrors[k] ? `（${r.cellErrors[k]}）` : r.values[k]])) as Record<MaterialKey, string>,
        }),
      ),
    ]);
    setFileNote({ ok: true, text: t('eprDeclare.run.read', { name: file.name, count: read.rows.length }) });
  };

  const submit = async () => {
    setBusy(true);
    try {
      const answer = await createDeclarations({ rows: rows.map(({ line, registrationNo, period, weights }) => ({ line, registrationNo, period, weights })) });
      setResults(answer);
      // Stored rows leave the table; refused ones stay to be fixed (answers come in the rows' order).
      const stored = new Set(answer.results.map((r, i) => (r.status === 'stored' ? rows[i]?.uid : undefined)).filter((u): u is number => u !== undefined));
      setRows((rs) => rs.filter((r) => !stored.has(r.uid)));
      message.success(t('eprDeclare.run.done', { stored: answer.stored, refused: answer.refused }));
      void regs.refresh();
    } catch {
      // The request layer showed the failure; the rows stay as typed.
    } finally {
      setBusy(false);
    }
  };

  const regOptions = (regs.data ?? []).map((r) => ({ value: r.registrationNo, label: `${r.registrationNo} · ${r.companyName}` }));
  const columns: ColumnsType<EditRow> = [
    { title: t('eprDeclare.col.line'), dataIndex: 'line', width: 56, fixed: 'left', render: (v: number) => v || '-' },
    {
      title: t('eprDeclare.col.registrationNo'),
      dataIndex: 'registrationNo',
      width: 220,
      fixed: 'left',
      render: (v: string, r) => (
        <Select
          value={v || undefined}
          style={{ width: 200 }}
          options={byNo.has(foldRegNo(v)) || !v ? regOptions : [{ value: v, label: v }, ...regOptions]}
          showSearch
          optionFilterProp="label"
          popupMatchSelectWidth={360}
          aria-label={t('eprDeclare.col.registrationNo')}
          onChange={(x) => patch(r.uid, { registrationNo: x })}
        />
      ),
    },
    {
      title: t('eprDeclare.col.period'),
      dataIndex: 'period',
      width: 110,
      render: (v: string, r) => <Input value={v} aria-label={t('eprDeclare.col.period')} onChange={(e) => patch(r.uid, { period: e.target.value })} />,
    },
    ...PACK_MATERIALS.map((m) => ({
      title: materialHeader(m.code),
      key: `m${m.code}`,
      width: 118,
      render: (_: unknown, r: EditRow) => {
        const k = `m${m.code}` as MaterialKey;
        return <Input value={r.weights[k]} inputMode="decimal" aria-label={`${MATERIAL_HEADERS[m.code]}（kg）`} onChange={(e) => patchWeight(r.uid, k, e.target.value)} />;
      },
    })),
    {
      title: t('eprDeclare.col.check'),
      key: 'check',
      width: 300,
      fixed: 'right',
      render: (_: unknown, r, i) => {
        const c = checks[rows.indexOf(r)] ?? checks[i];
        if (!c) return null;
        if (c.errors.length)
          return (
            <Space direction="vertical" size={0} data-testid="ed-row-errors">
              {c.errors.map((e) => (
                <Typography.Text key={e} type="danger">
                  {e}
                </Typography.Text>
              ))}
            </Space>
          );
        return (
          <Space direction="vertical" size={0}>
            <Tag color="success">
              {t('eprDeclare.run.ok')} · {kg(c.totalKg)} kg
            </Tag>
            {c.flags.map((f) => (
              <Typography.Text key={f.group} type="warning">
                {flagText(f)}
              </Typography.Text>
            ))}
          </Space>
        );
      },
    },
    {
      title: '',
      key: 'remove',
      width: 56,
      fixed: 'right',
      render: (_: unknown, r) => (
        <Button size="small" icon={<DeleteOutlined />} aria-label={t('eprDeclare.run.removeRow')} onClick={() => setRows((rs) => rs.filter((x) => x.uid !== r.uid))} />
      ),
    },
  ];

  const resultColumns: ColumnsType<DeclareResult> = [
    { title: t('eprDeclare.col.line'), dataIndex: 'line', width: 56, render: (v: number) => v || '-' },
    { title: t('eprDeclare.col.registrationNo'), dataIndex: 'registrationNo' },
    { title: t('eprDeclare.col.company'), dataIndex: 'companyName', render: (v: string) => v || '-' },
    { title: t('eprDeclare.col.period'), dataIndex: 'period' },
    {
      title: t('eprDeclare.col.result'),
      dataIndex: 'status',
      render: (s: DeclareResult['status']) => <Tag color={s === 'stored' ? 'success' : 'error'}>{t(`eprDeclare.result.${s}`)}</Tag>,
    },
    { title: t('eprDeclare.col.totalKg'), dataIndex: 'totalKg', align: 'right', render: (v: number, r) => (r.status === 'stored' ? kg(v) : '-') },
    {
      title: t('eprDeclare.col.reasons'),
      key: 'reasons',
      render: (_: unknown, r) => (
        <Space direction="vertical" size={0}>
          {r.reasons.map((e) => (
            <Typography.Text key={e} type="danger">
              {e}
            </Typography.Text>
          ))}
          {r.flags.map((f) => (
            <Typography.Text key={f.group} type="warning">
              {flagText(f)}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Typography.Paragraph style={{ maxWidth: 960, marginBottom: 0 }}>{t('eprDeclare.intro')}</Typography.Paragraph>
      <Space wrap align="start">
        <Card size="small" style={{ width: 420 }} data-testid="ed-upload">
          <Upload.Dragger
            accept=".xlsx"
            showUploadList={false}
            multiple={false}
            beforeUpload={(f) => {
              void readFile(f);
              return Upload.LIST_IGNORE;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p className="ant-upload-text">{t('eprDeclare.run.upload')}</p>
            <p className="ant-upload-hint">{t('eprDeclare.run.upload.hint')}</p>
          </Upload.Dragger>
        </Card>
        <Card size="small" style={{ width: 320 }}>
          <Space direction="vertical">
            <Button icon={<PlusOutlined />} onClick={addManual} disabled={!regs.data?.length} data-testid="ed-manual">
              {t('eprDeclare.run.manual')}
            </Button>
            <Typography.Text type="secondary">{t('eprDeclare.run.manual.hint')}</Typography.Text>
            <Button type="link" style={{ padding: 0 }} onClick={() => history.push(DECLARE_BASE)}>
              {t('eprDeclare.run.back')}
            </Button>
          </Space>
        </Card>
      </Space>
      {fileNote && <Alert type={fileNote.ok ? 'success' : 'error'} showIcon message={fileNote.text} data-testid="ed-file-note" closable onClose={() => setFileNote(undefined)} />}
      {!regs.loading && !regs.data?.length && <Alert type="warning" showIcon message={t('eprDeclare.none')} />}
      <Card
        title={rows.length ? t('eprDeclare.run.summary', { rows: rows.length, ok: rows.length - bad, bad }) : t('title.eprDeclare.run')}
        extra={
          <Space>
            <Button icon={<PlusOutlined />} onClick={() => setRows((rs) => [...rs, newRow({})])} disabled={!regs.data?.length}>
              {t('eprDeclare.run.addRow')}
            </Button>
            <Popconfirm
              title={t('eprDeclare.run.confirm', { rows: rows.length })}
              description={<div style={{ maxWidth: 320 }}>{bad ? t('eprDeclare.run.confirmBad', { bad }) : t('eprDeclare.run.confirmOk')}</div>}
              onConfirm={() => void submit()}
              disabled={!rows.length}
            >
              <Button type="primary" loading={busy} disabled={!rows.length} data-testid="ed-submit">
                {t('eprDeclare.run.submit')}
              </Button>
            </Popconfirm>
          </Space>
        }
        data-testid="ed-rows"
      >
        {rows.length ? (
          <>
            <Table<EditRow> rowKey="uid" size="small" columns={columns} dataSource={rows} pagination={rows.length > 20 ? { pageSize: 20, showSizeChanger: false } : false} scroll={{ x: 1880 }} />
            <Descriptions size="small" column={4} title={t('eprDeclare.run.totals')} style={{ marginTop: 16 }} data-testid="ed-totals">
              {PACK_MATERIALS.map((m) => (
                <Descriptions.Item key={m.code} label={MATERIAL_HEADERS[m.code]}>
                  {kg(totals.byMaterial[m.code])} kg
                </Descriptions.Item>
              ))}
              <Descriptions.Item label={t('eprDeclare.run.total')}>{kg(totals.totalKg)} kg</Descriptions.Item>
            </Descriptions>
            {flagged.length > 0 && (
              <Alert
                type="warning"
                showIcon
                style={{ marginTop: 12 }}
                data-testid="ed-flags"
                message={flagged.map(({ f, row }) => (
                  <div key={`${row.uid}-${f.group}`}>
                    {foldRegNo(row.registrationNo)} {row.period}：{flagText(f)}
                  </div>
                ))}
              />
            )}
          </>
        ) : (
          <Empty description={t('eprDeclare.run.empty')} />
        )}
      </Card>
      {results && (
        <Card title={t('eprDeclare.run.results')} data-testid="ed-results">
          <Alert type={results.refused ? 'warning' : 'success'} showIcon style={{ marginBottom: 12 }} message={t('eprDeclare.run.done', { stored: results.stored, refused: results.refused })} description={results.refused ? t('eprDeclare.run.kept') : undefined} />
          <Table<DeclareResult & { key: number }> rowKey="key" size="small" columns={resultColumns as ColumnsType<DeclareResult & { key: number }>} dataSource={results.results.map((r, key) => ({ ...r, key }))} pagination={false} data-testid="ed-result-table" />
        </Card>
      )}
    </Space>
  );
}

/** The page. */
export default function BatchDeclarationOfPackagingLawPage() {
  const t = useT();
  return (
    <OpenPage title={t('title.eprDeclare.run')} guestTitle={t('eprDeclare.guest.title')} guestText={t('eprDeclare.guest.text')}>
      {() => <Declaration />}
    </OpenPage>
  );
}
