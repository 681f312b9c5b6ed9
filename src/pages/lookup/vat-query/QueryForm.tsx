import { ProCard } from '@ant-design/pro-components';
import { Alert, App, Button, Form, Input, Space, Typography, Upload } from 'antd';
import { useMemo, useState } from 'react';
import CountrySelect from '@/components/CountrySelect';
import { linesFromRows, linesFromText, listFileProblem } from '@/core/lookup/list-file';
import { EU_UK_VAT_PREFIXES, isoOfVatPrefix, VAT_QUERY_MAX } from '@/core/lookup/normalise';
import { loadXlsx } from '@/core/utils/xlsx';
import { useT } from '@/hooks/useT';
import '@/locales/areas/lookup';

/** ISO codes offered as the default country (EU + GB; Greece as GR). */
const DEFAULT_COUNTRY_CODES = EU_UK_VAT_PREFIXES.filter((p) => p !== 'XI').map(isoOfVatPrefix);

/**
 * What to check: up to {@link VAT_QUERY_MAX} numbers, one a line (counted as typed), a default
 * country for numbers without a prefix, a list file (.txt/.csv/.xlsx, read in the browser and
 * appended to the text, nothing uploaded; a file it cannot read is named), 查询 and 清空. More than
 * the maximum: a Chinese message, the text kept.
 */
export function QueryForm({
  text,
  onText,
  defaultCountry,
  onDefaultCountry,
  running,
  tooMany,
  onRun,
  onClear,
}: {
  text: string;
  onText: (next: string | ((prev: string) => string)) => void;
  defaultCountry: string | undefined;
  onDefaultCountry: (code: string | undefined) => void;
  running: boolean;
  tooMany: boolean;
  onRun: () => void;
  onClear: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const count = useMemo(() => text.split(/\r\n|\r|\n/).filter((s) => s.trim()).length, [text]);

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
      onText((prev) => [prev.trim(), ...lines.filter((s) => s.trim())].filter(Boolean).join('\n'));
      message.success(t('lookup.file.read', { name: file.name, count: lines.filter((s) => s.trim()).length }));
    } catch {
      // shown: the file is named as unreadable (the reader's own error is in English); the text stays
      setFileProblem(t('lookup.file.unreadable', { name: file.name }));
    }
  };

  return (
    <ProCard direction="column" gutter={[0, 16]}>
      <Form layout="vertical" onFinish={onRun}>
        <Form.Item label={t('lookup.query.label', { max: VAT_QUERY_MAX })} extra={t('lookup.query.count', { count, max: VAT_QUERY_MAX })}>
          <Input.TextArea
            rows={7}
            value={text}
            onChange={(e) => onText(e.target.value)}
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
              onChange={(v) => onDefaultCountry((v as string | undefined) || undefined)}
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
          <Button onClick={onClear}>{t('lookup.query.clear')}</Button>
        </Space>
      </Form>
      {fileProblem ? <Alert type="error" showIcon message={fileProblem} data-testid="lookup-file-problem" /> : null}
      {tooMany ? <Alert type="error" showIcon message={t('lookup.query.tooMany', { max: VAT_QUERY_MAX, count })} data-testid="lookup-too-many" /> : null}
    </ProCard>
  );
}
