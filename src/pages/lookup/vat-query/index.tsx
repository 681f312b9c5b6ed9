/**
 * `/public-service/vat-eori-query/vat-query` (guarded, menu 查询与监控; issue #24 part A): check one or
 * many EU and UK VAT numbers. Paste up to 100 (one a line) or read a list file (.txt/.csv/.xlsx,
 * read in the browser, nothing uploaded; QueryForm.tsx); each line is normalised or refused with its
 * reason by `parseVatList` (src/core/lookup/normalise.ts) — format and check digits through the one
 * jsvat wrapper, so a wrong check digit is refused before any call —, the rest go to
 * `POST /api/lookup/vat-check` (useVatCheck.ts). Each answer: valid (name and address where the state
 * gives them), invalid, not valid for intra-EU trade, or could not check now (with retry and the last
 * good answer, its time and consultation number; ResultTable.tsx). When the call itself fails, every
 * line sent shows 暂时无法查询 with the Chinese reason and 重试 (issue #33). A valid answer without a
 * name says 该国税局不提供名称 or 未查到登记信息; nothing is invented. Results export to .xlsx (sheet
 * `sheet1`) and chosen rows go to monitoring (MonitorModal.tsx). More than 100 numbers: a Chinese
 * message, the text kept, nothing sent. Not a ListPage: its rows are the typed lines, not a server
 * list (docs/adding-a-screen.md "Hand-rolled pages").
 */
import { PageContainer } from '@ant-design/pro-components';
import { App } from 'antd';
import { useState } from 'react';
import { exportXlsx } from '@/core/utils/xlsx';
import { useT } from '@/hooks/useT';
import '@/locales/areas/lookup';
import { MonitorModal } from './MonitorModal';
import { QueryForm } from './QueryForm';
import { ResultTable } from './ResultTable';
import { exportSheet } from './rows';
import { useVatCheck } from './useVatCheck';

/** The page. */
export default function VatQueryPage() {
  const t = useT();
  const { message } = App.useApp();
  const [text, setText] = useState('');
  const [defaultCountry, setDefaultCountry] = useState<string | undefined>();
  const [selected, setSelected] = useState<string[]>([]);
  const [monitorOpen, setMonitorOpen] = useState(false);
  const check = useVatCheck();
  const { rows } = check;
  const canMonitor = rows.filter((r) => selected.includes(r.key) && !r.line.refused);

  const exportRows = async () => {
    const { data, cols } = exportSheet(t, rows);
    try {
      const name = await exportXlsx(data, t('lookup.export.fileName'), cols);
      message.success(t('lookup.export.done', { name }));
    } catch {
      // shown: the export failed (the spreadsheet writer gives no reason a seller can act on)
      message.error(t('lookup.export.failed'));
    }
  };

  return (
    <PageContainer content={t('lookup.query.intro')}>
      <QueryForm
        text={text}
        onText={setText}
        defaultCountry={defaultCountry}
        onDefaultCountry={setDefaultCountry}
        running={check.running}
        tooMany={check.tooMany}
        onRun={() => void check.run(text, defaultCountry, () => setSelected([]))}
        onClear={() => (setText(''), check.clear())}
      />
      {rows.length ? (
        <ResultTable
          rows={rows}
          blank={check.blank}
          selected={selected}
          onSelect={setSelected}
          monitorCount={canMonitor.length}
          onMonitor={() => setMonitorOpen(true)}
          onExport={() => void exportRows()}
          onRetry={(r) => void check.retry(r)}
        />
      ) : null}
      <MonitorModal open={monitorOpen} rows={canMonitor} onClose={() => setMonitorOpen(false)} />
    </PageContainer>
  );
}
