/**
 * The checks of the VAT number page: `run` parses the text (`parseVatList`: normalised or refused
 * with its reason) and sends the lines that pass to `POST /api/lookup/vat-check`; `retry` sends one
 * line again. When the call itself fails, every line sent is "could not check" with the Chinese
 * reason and 重试 (issue #33; like /ukcode's 暂时无法核验), never left as 待检查; the text stays.
 */
import { App } from 'antd';
import { useState } from 'react';
import { parseVatList } from '@/core/lookup/normalise';
import { useT } from '@/hooks/useT';
import { checkVatNumbers, type VatCheckRow } from '@/services/lookup';
import '@/locales/areas/lookup';
import { failureText, type ResultRow } from './rows';

/** The result rows, the blank lines skipped, whether the text held too many numbers, and the two calls. */
export function useVatCheck() {
  const t = useT();
  const { message } = App.useApp();
  const [rows, setRows] = useState<ResultRow[]>([]);
  const [blank, setBlank] = useState(0);
  const [tooMany, setTooMany] = useState(false);
  const [running, setRunning] = useState(false);

  const apply = (results: VatCheckRow[], keys: string[]) => {
    setRows((prev) =>
      prev.map((r) => {
        const i = keys.indexOf(r.key);
        return i < 0 ? r : { ...r, result: results[i], busy: false, failure: undefined };
      }),
    );
  };

  /** Checks the lines of `text` (`defaultCountry` for numbers without a prefix); `onRows` hears of a new result list. */
  const run = async (text: string, defaultCountry: string | undefined, onRows: () => void) => {
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
    onRows();
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
      // The call itself failed: every line sent is "could not check" with the reason and 重试.
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

  /** Empties the results (the text is the form's). */
  const clear = () => {
    setRows([]);
    setTooMany(false);
  };

  return { rows, blank, tooMany, running, run, retry, clear };
}
