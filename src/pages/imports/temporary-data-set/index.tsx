/**
 * `/user/declare/my-declare/temporaryDataSet?id=<importId>` (open; issue #12, spec §2): the rows of
 * a template import reviewed one by one before they reach any declaration. Each row's problems are
 * Chinese sentences naming the column, the value and what is expected (`src/core/imports`, the same
 * rules the mock runs). "只看有错误的行" narrows the table; 修改 opens a drawer whose fields are
 * re-checked as they change; 删除 drops a row (confirmed). 保存 (`POST /api/vat-declare/batch-save`
 * `{ importId, rows }`) is refused while any row has an error — the button says how many — and
 * afterwards the page lists which declarations received how many rows, with links to
 * `/user/declare/view-data?id=`. Edits live in the page until saved; a failed save keeps them, and
 * leaving with unsaved edits asks first. A guest sees what the page is for and a login button.
 */
import { history } from '@umijs/max';
import {
  Alert,
  App,
  Button,
  Card,
  Descriptions,
  Drawer,
  Empty,
  Form,
  Input,
  List,
  Popconfirm,
  Result,
  Skeleton,
  Space,
  Switch,
  Table,
  Tag,
  Typography,
} from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useMemo, useState } from 'react';
import {
  checkImportRow,
  templateColumns,
  type ImportField,
  type ImportRow,
  type ImportRowValues,
} from '@/core/imports/template';
import { useLeaveGuard } from '@/components/ReportUpload/useLeaveGuard';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import type { RequestFailure } from '@/request/types';
import { getTemplateImport, saveTemplateImport, type SavedTo, type TemplateImport } from '@/services/imports';
import { LoadFailed, OpenPage, ScrollRegion } from '@/components/OpenPage';
import { useIdParam } from '@/hooks/useIdParam';
import '@/locales/areas/imports';

const today = () => new Date().toISOString().slice(0, 10);

/** Where a saved data set went: a declaration per line with its rows and a link. */
function SavedResult({ savedTo }: { savedTo: SavedTo[] }) {
  const t = useT();
  return (
    <Result
      status="success"
      title={t('imports.dataSet.saved.title', { count: savedTo.length })}
      subTitle={t('imports.dataSet.saved.sub')}
      extra={[
        <Button key="more" type="primary" onClick={() => history.push('/user/declare/my-declare/upload-tax-template')}>
          {t('imports.dataSet.saved.more')}
        </Button>,
        <Button key="list" onClick={() => history.push('/user/declare')}>
          {t('imports.dataSet.saved.list')}
        </Button>,
      ]}
    >
      <List
        bordered
        dataSource={savedTo}
        data-testid="imports-saved"
        renderItem={(s) => (
          <List.Item
            data-testid={`imports-saved-${s.declarationId}`}
            actions={[
              <a
                key="view"
                href={`/user/declare/view-data?id=${s.declarationId}`}
                onClick={(e) => {
                  e.preventDefault();
                  history.push(`/user/declare/view-data?id=${s.declarationId}`);
                }}
              >
                {t('imports.dataSet.saved.view')}
              </a>,
            ]}
          >
            <Space>
              <Typography.Text strong>{s.label}</Typography.Text>
              <Tag color="blue">{t('imports.dataSet.saved.rows', { rows: s.rows })}</Tag>
              {s.created && <Tag color="green">{t('imports.dataSet.saved.created')}</Tag>}
            </Space>
          </List.Item>
        )}
      />
    </Result>
  );
}

function DataSet({ id }: { id: number }) {
  const t = useT();
  const { message } = App.useApp();
  const data = useApi(() => getTemplateImport(id, { skipErrorMessage: true }), { refreshDeps: [id] });
  const [rows, setRows] = useState<ImportRow[]>([]);
  const [dirty, setDirty] = useState(false);
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [editing, setEditing] = useState<ImportRow | null>(null);
  const [draft, setDraft] = useState<ImportRowValues | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [savedTo, setSavedTo] = useState<SavedTo[] | null>(null);
  const imp: TemplateImport | undefined = data.data;

  useEffect(() => {
    if (imp) {
      setRows(imp.rows);
      setSavedTo(imp.status === 'saved' ? imp.savedTo : null);
    }
  }, [imp]);

  useLeaveGuard(dirty && !savedTo);

  const cols = useMemo(() => (imp ? templateColumns(imp.type) : []), [imp]);
  const check = (line: number, values: ImportRowValues) =>
    imp ? checkImportRow(line, values, imp.type, { numbers: imp.numbers, today: today() }) : [];
  const draftErrors = editing && draft ? check(editing.line, draft) : [];
  const errorRows = rows.filter((r) => r.errors.length).length;
  const shown = onlyErrors ? rows.filter((r) => r.errors.length) : rows;

  if (data.error) return <LoadFailed error={data.error} onRetry={data.refresh} />;
  if (!imp) return <Skeleton active />;
  if (savedTo) return <SavedResult savedTo={savedTo} />;

  const openEdit = (r: ImportRow) => {
    setEditing(r);
    setDraft({ ...r.values });
  };
  const applyEdit = () => {
    if (!editing || !draft) return;
    const errors = check(editing.line, draft);
    setRows((all) => all.map((r) => (r.line === editing.line ? { line: r.line, values: draft, errors } : r)));
    setDirty(true);
    message[errors.length ? 'warning' : 'success'](
      errors.length
        ? t('imports.dataSet.editStill', { line: editing.line, count: errors.length })
        : t('imports.dataSet.editFixed', { line: editing.line }),
    );
    setEditing(null);
    setDraft(null);
  };
  const drop = (line: number) => {
    setRows((all) => all.filter((r) => r.line !== line));
    setDirty(true);
    message.success(t('imports.dataSet.dropped', { line }));
  };
  const save = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      const r = await saveTemplateImport(
        id,
        rows.map((x) => ({ line: x.line, values: x.values })),
        { skipErrorMessage: true },
      );
      setDirty(false);
      setSavedTo(r.savedTo);
    } catch (e) {
      const f = e as RequestFailure;
      const bad = (f.body?.data as { errors?: ImportRow[] } | null)?.errors;
      if (bad?.length) {
        // The server's checks (e.g. a declaration confirmed meanwhile) shown on their rows; nothing typed is lost.
        const byLine = new Map(bad.map((b) => [b.line, b.errors]));
        setRows((all) => all.map((r) => (byLine.has(r.line) ? { ...r, errors: byLine.get(r.line)! } : r)));
      }
      setSaveError(f.message);
    } finally {
      setSaving(false);
    }
  };

  // Issue #25: in the console at 1440 px the figures (净额, 税率, 税额, 币种) come right after the
  // number and the date, before the problems and the longer texts, so they show without scrolling.
  const WIDTH: Record<ImportField, number> = {
    vatNumber: 132,
    date: 100,
    ref: 130,
    source: 120,
    net: 110,
    rate: 76,
    vat: 96,
    currency: 60,
    note: 140,
  };
  const ORDER: ImportField[] = ['vatNumber', 'date', 'net', 'rate', 'vat', 'currency', 'ref', 'source', 'note'];
  const fieldColumns = [...cols].sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
  // A row's problems are read in full under the row (an always-open expanded row, as wide as the
  // visible table): at 1280 px a problems column after the figures was cut off behind the actions.
  const problemsColumn = {
    title: t('imports.dataSet.col.problems'),
    key: 'problems',
    width: 96,
    render: (_: unknown, r: ImportRow) =>
      r.errors.length ? (
        <Tag color="error">{t('imports.dataSet.problemCount', { count: r.errors.length })}</Tag>
      ) : (
        <Tag color="success">{t('imports.dataSet.ok')}</Tag>
      ),
  };
  const problemsOf = (r: ImportRow) => (
    <Space direction="vertical" size={2} data-testid={`imports-errors-${r.line}`}>
      {r.errors.map((e) => (
        <Typography.Text key={`${e.field}-${e.message}`} type="danger">
          {e.message}
        </Typography.Text>
      ))}
    </Space>
  );
  const columns: ColumnsType<ImportRow> = [
    { title: t('imports.dataSet.col.line'), dataIndex: 'line', width: 52, fixed: 'left' },
    ...fieldColumns.slice(0, 6).map((c) => fieldColumn(c)),
    problemsColumn,
    ...fieldColumns.slice(6).map((c) => fieldColumn(c)),
    {
      title: t('imports.dataSet.col.actions'),
      key: 'actions',
      width: 110,
      fixed: 'right',
      render: (_: unknown, r: ImportRow) => rowActions(r),
    },
  ];
  function fieldColumn(c: (typeof cols)[number]) {
    return {
      title: c.header,
      key: c.key,
      width: WIDTH[c.key],
      ellipsis: c.key === 'note',
      render: (_: unknown, r: ImportRow) => {
        const bad = r.errors.some((e) => e.field === c.key);
        return (
          <Typography.Text type={bad ? 'danger' : undefined} strong={bad}>
            {r.values[c.key] || (bad ? '—' : '')}
          </Typography.Text>
        );
      },
    };
  }
  function rowActions(r: ImportRow) {
    return (
        <Space>
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            onClick={() => openEdit(r)}
            data-testid={`imports-edit-${r.line}`}
          >
            {t('imports.dataSet.edit')}
          </Button>
          <Popconfirm
            title={t('imports.dataSet.dropConfirm', { line: r.line })}
            description={t('imports.dataSet.dropHint')}
            onConfirm={() => drop(r.line)}
            okText={t('imports.dataSet.drop')}
            cancelText={t('imports.dataSet.editCancel')}
            okButtonProps={{ danger: true }}
          >
            <Button type="link" size="small" danger style={{ padding: 0 }} data-testid={`imports-drop-${r.line}`}>
              {t('imports.dataSet.drop')}
            </Button>
          </Popconfirm>
        </Space>
    );
  }

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions bordered size="small" column={{ xs: 1, md: 3 }}>
        <Descriptions.Item label={t('imports.dataSet.file')}>{imp.fileName}</Descriptions.Item>
        <Descriptions.Item label={t('imports.dataSet.type')}>{imp.typeLabel}</Descriptions.Item>
        <Descriptions.Item label={t('imports.dataSet.createdAt')}>{imp.createdAt}</Descriptions.Item>
        <Descriptions.Item label={t('imports.dataSet.rowCount')}>{rows.length}</Descriptions.Item>
        <Descriptions.Item label={t('imports.dataSet.errorCount')}>
          <Typography.Text type={errorRows ? 'danger' : 'success'} data-testid="imports-error-count">
            {errorRows}
          </Typography.Text>
        </Descriptions.Item>
      </Descriptions>
      <Card
        title={
          <Space>
            <Switch
              checked={onlyErrors}
              onChange={setOnlyErrors}
              aria-label={t('imports.dataSet.onlyErrors')}
              data-testid="imports-only-errors"
            />
            <span>{t('imports.dataSet.onlyErrors')}</span>
          </Space>
        }
        extra={
          <Button
            type="primary"
            disabled={errorRows > 0 || rows.length === 0}
            loading={saving}
            onClick={save}
            data-testid="imports-save"
          >
            {errorRows > 0
              ? t('imports.dataSet.fixFirst', { count: errorRows })
              : t('imports.dataSet.save', { count: rows.length })}
          </Button>
        }
      >
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('imports.dataSet.saveHint')}</Typography.Text>
          {saveError && (
            <Alert
              type="error"
              showIcon
              closable
              onClose={() => setSaveError(null)}
              message={t('imports.dataSet.saveRefused', { message: saveError })}
              data-testid="imports-save-error"
            />
          )}
          <ScrollRegion label={t('title.imports.dataSet')}>
            <Table<ImportRow>
              rowKey="line"
              size="small"
              columns={columns}
              dataSource={shown}
              scroll={{ x: 1240 }}
              expandable={{
                expandedRowRender: problemsOf,
                rowExpandable: (r) => r.errors.length > 0,
                expandedRowKeys: shown.filter((r) => r.errors.length).map((r) => r.line),
                showExpandColumn: false,
              }}
              pagination={{ pageSize: 50, hideOnSinglePage: true }}
              rowClassName={(r) => (r.errors.length ? 'imports-row-bad' : '')}
              locale={{
                emptyText: (
                  <Empty description={onlyErrors ? t('imports.dataSet.emptyErrors') : t('imports.dataSet.empty')}>
                    {!onlyErrors && (
                      <Button onClick={() => history.push('/user/declare/my-declare/upload-tax-template')}>
                        {t('imports.dataSet.toUpload')}
                      </Button>
                    )}
                  </Empty>
                ),
              }}
              data-testid="imports-rows"
            />
          </ScrollRegion>
        </Space>
      </Card>
      <Drawer
        open={!!editing}
        width={520}
        title={editing ? t('imports.dataSet.editTitle', { line: editing.line }) : ''}
        onClose={() => setEditing(null)}
        destroyOnClose
        extra={
          <Space>
            <Button onClick={() => setEditing(null)}>{t('imports.dataSet.editCancel')}</Button>
            <Button type="primary" onClick={applyEdit} data-testid="imports-edit-ok">
              {t('imports.dataSet.editOk')}
            </Button>
          </Space>
        }
      >
        {draft && (
          <Form layout="vertical">
            <Typography.Paragraph type="secondary">{t('imports.dataSet.editLive')}</Typography.Paragraph>
            {cols.map((c) => {
              const errs = draftErrors.filter((e) => e.field === c.key);
              return (
                <Form.Item
                  key={c.key}
                  label={c.header}
                  htmlFor={`imports-field-${c.key}`}
                  required={c.required}
                  validateStatus={errs.length ? 'error' : undefined}
                  help={errs.length ? errs.map((e) => e.message).join('；') : c.format}
                >
                  <Input
                    id={`imports-field-${c.key}`}
                    value={draft[c.key as ImportField]}
                    onChange={(e) => setDraft({ ...draft, [c.key]: e.target.value })}
                    data-testid={`imports-field-${c.key}`}
                  />
                </Form.Item>
              );
            })}
          </Form>
        )}
      </Drawer>
    </Space>
  );
}

/** The page. */
export default function TemporaryDataSetPage() {
  const t = useT();
  const id = useIdParam();
  return (
    <OpenPage
      title={t('title.imports.dataSet')}
      guestTitle={t('imports.dataSet.guest.title')}
      guestText={t('imports.dataSet.guest.text')}
    >
      {() =>
        id ? (
          <DataSet id={id} />
        ) : (
          <Result
            status="info"
            title={t('imports.dataSet.noId')}
            subTitle={t('imports.dataSet.noIdHint')}
            extra={
              <Button type="primary" onClick={() => history.push('/user/declare/my-declare/upload-tax-template')}>
                {t('imports.dataSet.toUpload')}
              </Button>
            }
          />
        )
      }
    </OpenPage>
  );
}
