/**
 * `/public-service/vat-eori-query/vat-query` (guarded, menu 查询与监控; issue #24 part A): check one or
 * many EU and UK VAT numbers. Paste up to 100 (one a line) or read a list file (.txt/.csv/.xlsx,
 * read in the browser, nothing uploaded); each line is normalised or refused with its reason by
 * `parseVatList` (src/core/lookup/normalise.ts) — format and check digits through the one jsvat
 * wrapper, so a wrong check digit is refused before any call —, the rest go to
 * `POST /api/lookup/vat-check`. Each answer: valid (name and address where the state gives them),
 * invalid, not valid for intra-EU trade, or could not check now (with retry and the last good
 * answer, its time and consultation number). When the call itself fails, every line sent shows
 * 暂时无法查询 with the Chinese reason and 重试 (issue #33). A valid answer without a name says
 * 该国税局不提供名称 or 未查到登记信息; nothing is invented. Results export to .xlsx (sheet `sheet1`) and chosen
 * rows go to monitoring. More than 100 numbers: a Chinese message, the text kept, nothing sent.
 */
import { PageContainer, ProCard } from '@ant-design/pro-components';
import { Link } from '@umijs/max';
import { Alert, App, Button, Form, Input, Modal, Radio, Space, Table, Typography, Upload } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import CountrySelect from '@/components/CountrySelect';
import { ScrollRegion } from '@/components/OpenPage';
import { missingNameReason } from '@/core/lookup/answers';
import { linesFromRows, linesFromText, listFileProblem } from '@/core/lookup/list-file';
import { WATCH_RELATIONS, type WatchRelation } from '@/core/lookup/monitoring';
import {
  EU_UK_VAT_PREFIXES,
  isoOfVatPrefix,
  parseVatList,
  VAT_QUERY_MAX,
  type ParsedLine,
} from '@/core/lookup/normalise';
import { exportXlsx, loadXlsx } from '@/core/utils/xlsx';
import { useT, type Translate } from '@/hooks/useT';
import { NETWORK_ERROR } from '@/request/http-messages';
import { addToMonitoring, checkVatNumbers, type VatCheckRow } from '@/services/lookup';
import { AnswerCell, LastGoodText } from '../_lookup-parts';
import '@/locales/areas/lookup';

/** One line of the result table: the parsed line, and the service's answer once it came. */
interface ResultRow {
  key: string;
  line: ParsedLine;
  result?: VatCheckRow;
  busy?: boolean;
  /** The Chinese reason when the check call itself failed (no answer for this line): shown as 暂时无法查询 with 重试. */
  failure?: string;
}

/** The Chinese message of a failed check call (the request layer's; never a bare HTTP status). */
function failureText(e: unknown): string {
  return e instanceof Error && /[\u4e00-\u9fff]/.test(e.message) ? e.message : NETWORK_ERROR;
}

/** ISO codes offered as the default country (EU + GB; Greece as GR). */
const DEFAULT_COUNTRY_CODES = EU_UK_VAT_PREFIXES.filter((p) => p !== 'XI').map(isoOfVatPrefix);

/** The kind a row shows: refused before the call, could not check (the call failed), waiting, or the answer's. */
function kindOf(r: ResultRow): string {
  if (r.line.refused) return 'refused';
  if (r.failure) return 'unavailable';
  return r.result?.kind ?? 'pending';
}

/** Why a row could not be checked, in Chinese: the failed call's reason, else the service's. */
function unavailableText(t: Translate, r: ResultRow): string {
  if (r.failure) return t('lookup.reason.callFailed', { message: r.failure.replace(/[。.]$/, '') });
  return r.result?.reason ? t(`lookup.reason.${r.result.reason}`) : '';
}

/** Why a line was refused or normalised, in Chinese. */
function lineText(t: Translate, l: ParsedLine): string {
  if (l.refused) {
    const r = l.refused;
    if (r.reason === 'duplicate') return t('lookup.refused.duplicate', { line: r.duplicateOf ?? '' });
    if (r.reason === 'checkDigits') return t('lookup.refused.checkDigits', { example: r.example ?? '' });
    return t(`lookup.refused.${r.reason}`, { prefix: l.prefix });
  }
  return l.notes.map((n) => t(`lookup.note.${n}`)).join('；');
}

/** The page. */
export default function VatQueryPage() {
  const t = useT();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [defaultCountry, setDefaultCountry] = useState<string | undefined>();
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [blank, setBlank] = useState(0);
  const [tooMany, setTooMany] = useState(false);
  const [running, setRunning] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [monitorOpen, setMonitorOpen] = useState(false);
  const [relation, setRelation] = useState<WatchRelation>('supplier');
  const [adding, setAdding] = useState(false);

  const count = useMemo(() => text.split(/\r\n|\r|\n/).filter((s) => s.trim()).length, [text]);

  const apply = (results: VatCheckRow[], keys: string[]) => {
    setRows((prev) =>
      prev.map((r) => {
        const i = keys.indexOf(r.key);
        return i < 0 ? r : { ...r, result: results[i], busy: false, failure: undefined };
      }),
    );
  };

  const run = async () => {
    const parsed = parseVatList(text, { defaultCountry });
    setTooMany(parsed.tooMany);
    if (parsed.tooMany) return;
    if (!parsed.lines.length) {
      message.warning(t('lookup.query.empty'));
      return;
    }
    const next = parsed.lines.map((line): ResultRow => ({ key: `${line.line}`, line, busy: !line.refused }));
    setRows(next);
    setBlank(parsed.blank);
    setSelected([]);
    const todo = next.filter((r) => !r.line.refused);
    if (!todo.length) return;
    setRunning(true);
    try {
      const { results } = await checkVatNumbers({ numbers: todo.map((r) => r.line.vatNumber) }, { skipErrorMessage: true });
      apply(
        results,
        todo.map((r) => r.key),
      );
    } catch (e) {
      // The call itself failed: every line sent is "could not check" with the reason and 重试
      // (issue #33; like /ukcode's 暂时无法核验) — never left as 待检查. The pasted text stays.
      const failure = failureText(e);
      const sent = new Set(todo.map((r) => r.key));
      setRows((prev) => prev.map((r) => (sent.has(r.key) ? { ...r, busy: false, result: undefined, failure } : r)));
    } finally {
      setRunning(false);
    }
  };

  const retry = async (row: ResultRow) => {
    setRows((prev) => prev.map((r) => (r.key === row.key ? { ...r, busy: true } : r)));
    try {
      const { results } = await checkVatNumbers({ numbers: [row.line.vatNumber] }, { skipErrorMessage: true });
      apply(results, [row.key]);
    } catch (e) {
      const failure = failureText(e);
      setRows((prev) => prev.map((r) => (r.key === row.key ? { ...r, busy: false, result: undefined, failure } : r)));
    }
  };

  const readFile = async (file: File) => {
    setFileProblem(null);
    const problem = listFileProblem(file.name, file.size);
    if (problem) {
      setFileProblem(t(`lookup.file.${problem}`, { name: file.name }));
      return;
    }
    try {
      let lines: string[];
      if (/\.xlsx$/i.test(file.name)) {
        const XLSX = (await loadXlsx()) as unknown as typeof import('xlsx');
        const wb = XLSX.read(await file.arrayBuffer());
        const sheet = wb.Sheets[wb.SheetNames[0]];
        lines = linesFromRows(XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: false }));
      } else {
        lines = linesFromText(await file.text());
      }
      // Appended to what was typed: nothing is lost.
      setText((prev) => [prev.trim(), ...lines.filter((s) => s.trim())].filter(Boolean).join('\n'));
      message.success(t('lookup.file.read', { name: file.name, count: lines.filter((s) => s.trim()).length }));
    } catch {
      setFileProblem(t('lookup.file.unreadable', { name: file.name }));
    }
  };

  const exportRows = async () => {
    const data = rows.map((r) => ({
      line: r.line.line,
      input: r.line.raw,
      vatNumber: r.line.vatNumber,
      country: r.line.prefix,
      kind: t(`lookup.kind.${kindOf(r)}`),
      why: r.line.refused ? lineText(t, r.line) : unavailableText(t, r),
      name: r.result?.name ?? '',
      address: r.result?.address ?? '',
      consultation: r.result?.consultationNumber ?? '',
      checkedAt: r.result && !r.line.refused ? r.result.checkedAt : '',
      lastGood: r.result?.lastGood
        ? `${t(`lookup.kind.${r.result.lastGood.kind}`)} ${r.result.lastGood.checkedAt} ${r.result.lastGood.consultationNumber ?? ''}`.trim()
        : '',
    }));
    const cols = (
      [
        'line',
        'input',
        'vatNumber',
        'country',
        'kind',
        'why',
        'name',
        'address',
        'consultation',
        'checkedAt',
        'lastGood',
      ] as const
    ).map((key) => ({ key, title: t(`lookup.export.${key}`) }));
    try {
      const name = await exportXlsx(data, t('lookup.export.fileName'), cols);
      message.success(t('lookup.export.done', { name }));
    } catch {
      message.error(t('lookup.export.failed'));
    }
  };

  const checkedRows = rows.filter((r) => r.result && !r.line.refused);
  const canMonitor = rows.filter((r) => selected.includes(r.key) && !r.line.refused);

  const addMonitoring = async () => {
    setAdding(true);
    try {
      const r = await addToMonitoring({
        items: canMonitor.map((row) => ({
          vatNumber: row.line.vatNumber,
          relation,
          companyName: row.result?.name ?? undefined,
        })),
        source: 'query',
      });
      setMonitorOpen(false);
      message.success(t('lookup.monitor.added', { added: r.added.length, refused: r.refused.length }));
    } catch {
      /* shown by the request layer; the choice stays */
    } finally {
      setAdding(false);
    }
  };

  const summary = useMemo(() => {
    const c: Record<string, number> = {};
    for (const r of rows) c[kindOf(r)] = (c[kindOf(r)] ?? 0) + 1;
    return c;
  }, [rows]);

  const columns: ColumnsType<ResultRow> = [
    { title: t('lookup.col.line'), dataIndex: ['line', 'line'], width: 64 },
    {
      title: t('lookup.col.number'),
      key: 'number',
      width: 210,
      render: (_, r) => (
        <Space direction="vertical" size={0}>
          <Typography.Text strong>{r.line.vatNumber || r.line.raw}</Typography.Text>
          {r.line.raw !== r.line.vatNumber ? (
            <Typography.Text type="secondary">{t('lookup.col.typed', { raw: r.line.raw })}</Typography.Text>
          ) : null}
          {!r.line.refused && r.line.notes.length ? (
            <Typography.Text type="secondary">{lineText(t, r.line)}</Typography.Text>
          ) : null}
        </Space>
      ),
    },
    {
      title: t('lookup.col.result'),
      key: 'result',
      width: 170,
      render: (_, r) =>
        r.busy ? (
          <Typography.Text type="secondary">{t('lookup.kind.checking')}</Typography.Text>
        ) : (
          <AnswerCell kind={kindOf(r)} reasonText={unavailableText(t, r)} testId={`lookup-answer-${r.line.line}`} />
        ),
    },
    {
      title: t('lookup.col.detail'),
      key: 'detail',
      render: (_, r) => {
        if (r.line.refused) return <Typography.Text type="warning">{lineText(t, r.line)}</Typography.Text>;
        const res = r.result;
        if (!res) return null;
        if (res.kind === 'unavailable')
          return <LastGoodText value={res.lastGood} testId={`lookup-lastgood-${r.line.line}`} />;
        if (res.kind === 'valid') {
          return (
            <Space direction="vertical" size={0}>
              {res.name ? (
                <Typography.Text>{res.name}</Typography.Text>
              ) : (
                <Typography.Text type="secondary" data-testid={`lookup-noname-${r.line.line}`}>
                  {t(`lookup.detail.${missingNameReason(r.line.prefix)}`)}
                </Typography.Text>
              )}
              {res.address ? <Typography.Text type="secondary">{res.address}</Typography.Text> : null}
            </Space>
          );
        }
        return <Typography.Text type="secondary">{t(`lookup.detail.${res.kind}`)}</Typography.Text>;
      },
    },
    {
      title: t('lookup.col.consultation'),
      key: 'consultation',
      width: 200,
      render: (_, r) =>
        r.result && !r.line.refused ? (
          <Space direction="vertical" size={0}>
            <Typography.Text>{r.result.consultationNumber ?? t('lookup.consultation.none')}</Typography.Text>
            <Typography.Text type="secondary">{`${r.result.source ?? ''} · ${r.result.checkedAt}`}</Typography.Text>
          </Space>
        ) : null,
    },
    {
      title: t('lookup.col.action'),
      key: 'action',
      width: 100,
      render: (_, r) =>
        kindOf(r) === 'unavailable' ? (
          <Button
            size="small"
            loading={r.busy}
            onClick={() => void retry(r)}
            data-testid={`lookup-retry-${r.line.line}`}
          >
            {t('lookup.retry')}
          </Button>
        ) : null,
    },
  ];

  return (
    <PageContainer content={t('lookup.query.intro')}>
      <ProCard direction="column" gutter={[0, 16]}>
        <Form layout="vertical" onFinish={() => void run()}>
          <Form.Item
            label={t('lookup.query.label', { max: VAT_QUERY_MAX })}
            extra={t('lookup.query.count', { count, max: VAT_QUERY_MAX })}
          >
            <Input.TextArea
              rows={7}
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder={t('lookup.query.placeholder')}
              data-testid="lookup-input"
              aria-label={t('lookup.query.label', { max: VAT_QUERY_MAX })}
            />
          </Form.Item>
          <Space wrap size={12}>
            <Space>
              <Typography.Text id="lookup-default-country">{t('lookup.query.defaultCountry')}</Typography.Text>
              <CountrySelect
                codes={DEFAULT_COUNTRY_CODES}
                allowClear
                value={defaultCountry}
                onChange={(v) => setDefaultCountry((v as string | undefined) || undefined)}
                style={{ width: 200 }}
                placeholder={t('lookup.query.defaultCountryHint')}
                aria-labelledby="lookup-default-country"
              />
            </Space>
            <Upload accept=".txt,.csv,.xlsx" showUploadList={false} beforeUpload={(f) => (void readFile(f), false)}>
              <Button data-testid="lookup-file">{t('lookup.file.button')}</Button>
            </Upload>
            <Button type="primary" htmlType="submit" loading={running} data-testid="lookup-run">
              {t('lookup.query.run')}
            </Button>
            <Button onClick={() => (setText(''), setRows([]), setTooMany(false))}>{t('lookup.query.clear')}</Button>
          </Space>
        </Form>
        {fileProblem ? <Alert type="error" showIcon message={fileProblem} data-testid="lookup-file-problem" /> : null}
        {tooMany ? (
          <Alert
            type="error"
            showIcon
            message={t('lookup.query.tooMany', { max: VAT_QUERY_MAX, count })}
            data-testid="lookup-too-many"
          />
        ) : null}
      </ProCard>

      {rows.length ? (
        <ProCard
          style={{ marginTop: 16 }}
          title={t('lookup.result.title')}
          subTitle={t('lookup.result.summary', {
            valid: summary.valid ?? 0,
            invalid: summary.invalid ?? 0,
            notInVies: summary.notInVies ?? 0,
            unavailable: summary.unavailable ?? 0,
            refused: summary.refused ?? 0,
            blank,
          })}
          extra={
            <Space>
              <Button
                disabled={!canMonitor.length}
                onClick={() => setMonitorOpen(true)}
                data-testid="lookup-to-monitor"
              >
                {t('lookup.monitor.button', { count: canMonitor.length })}
              </Button>
              <Button
                disabled={!checkedRows.length && !rows.length}
                onClick={() => void exportRows()}
                data-testid="lookup-export"
              >
                {t('lookup.export.button')}
              </Button>
            </Space>
          }
        >
          <ScrollRegion label={t('lookup.result.title')}>
            <div data-testid="lookup-results">
              <Table<ResultRow>
                rowKey="key"
                size="middle"
                pagination={false}
                columns={columns}
                dataSource={rows}
                scroll={{ x: 1000 }}
                rowSelection={{
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as string[]),
                  getCheckboxProps: (r) => ({
                    disabled: !!r.line.refused,
                    'aria-label': t('lookup.select', { number: r.line.vatNumber || r.line.raw }),
                  }),
                }}
              />
            </div>
          </ScrollRegion>
        </ProCard>
      ) : null}

      <Modal
        open={monitorOpen}
        title={t('lookup.monitor.title', { count: canMonitor.length })}
        onCancel={() => setMonitorOpen(false)}
        onOk={() => void addMonitoring()}
        okText={t('lookup.monitor.ok')}
        confirmLoading={adding}
        okButtonProps={{ 'data-testid': 'lookup-monitor-ok' } as Record<string, string>}
      >
        <Typography.Paragraph>{t('lookup.monitor.desc')}</Typography.Paragraph>
        <Radio.Group
          value={relation}
          onChange={(e) => setRelation(e.target.value)}
          aria-label={t('lookup.col.relation')}
        >
          {WATCH_RELATIONS.map((r) => (
            <Radio key={r} value={r}>
              {t(`lookup.relation.${r}`)}
            </Radio>
          ))}
        </Radio.Group>
        <Typography.Paragraph style={{ marginTop: 12 }}>
          <Link to="/public-service/vat-monitoring">{t('lookup.monitor.open')}</Link>
        </Typography.Paragraph>
      </Modal>
    </PageContainer>
  );
}
