/**
 * The wizard kit's OCR suggestions (issue #33 "the page shows OCR results as suggestions to confirm,
 * never overwriting what the user typed"): what a recognition read from an uploaded document, shown
 * under the upload, field by field, with the value the form holds now. Nothing is written into the
 * form until the user says so:
 * - 采用 on a row fills that field (a row whose field is still empty);
 * - 填入未填写的项 fills every field that is still empty, and leaves every typed value as it is;
 * - a field already filled with another value shows 已填写「…」 and 改用识别值 (the user's choice, per field);
 * - a field that already holds the read value shows 与已填写一致.
 * A document the recognition does not know shows its message ("未能识别，请手动填写"): the file stays
 * uploaded and the user types. Values set here are reported to the wizard (`useWizardSync`).
 *
 * `data-testid`s: `<testId>` (the box, `data-state` read | unrecognised), `<testId>-fill-empty`,
 * `<testId>-row-<field>` (`data-state` empty | same | differs), `<testId>-accept-<field>`,
 * `<testId>-close`; `<field>` is the form name joined with `.`.
 */
import { Alert, Button, Form, Space, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useWizardSync } from '@/components/WizardPage';
import { useT } from '@/hooks/useT';
import type { RequestFailure } from '@/request/types';
import { ocr, type OcrResultMap, type OcrType } from '@/services/common';
import '@/locales/areas/wizard-kit';

/** One field a reading suggests: where it goes in the form, its label, the value read (YYYY-MM-DD for dates). */
interface OcrSuggestedField {
  name: NamePath;
  label: string;
  value: string;
}

/** What a recognition gave: the fields it read, or the message saying it could not read the document. */
export type OcrOutcome = { state: 'read'; fields: OcrSuggestedField[] } | { state: 'unrecognised'; message: string };

/** A form value as comparable text: dates (dayjs) as YYYY-MM-DD, everything else trimmed. */
function asText(v: unknown): string {
  if (v === undefined || v === null) return '';
  if (typeof v === 'object' && typeof (v as { format?: unknown }).format === 'function') return (v as { format: (f: string) => string }).format('YYYY-MM-DD');
  return String(v).trim();
}

const fieldKey = (name: NamePath) => (Array.isArray(name) ? name.join('.') : String(name));

/** The fields of `outcome` that a reading gave a value for (an empty reading suggests nothing). */
function suggestedFields(fields: readonly OcrSuggestedField[]): OcrSuggestedField[] {
  return fields.filter((f) => f.value.trim() !== '');
}

/**
 * Runs the recognition (`POST /api/ocr`) of the stored file `key` as `type` and maps its answer to
 * the suggested fields with `fields`. A document it does not recognise (`OCR_UNRECOGNISED`) is an
 * outcome, not an error (the file is kept, the message shown); any other failure (a blurred or
 * missing file…) rejects with the server's Chinese message, so the upload field shows it.
 */
export async function recognise<T extends OcrType>(key: string, type: T, fields: (r: OcrResultMap[T]) => OcrSuggestedField[]): Promise<OcrOutcome> {
  try {
    return { state: 'read', fields: fields(await ocr({ key }, type, { skipErrorMessage: true })) };
  } catch (e) {
    if ((e as RequestFailure)?.errorCode === 'OCR_UNRECOGNISED') return { state: 'unrecognised', message: (e as Error).message };
    throw e;
  }
}

/** One row: the label, the value read, and what the form holds now. */
function Row({ f, testId, onAccept }: { f: OcrSuggestedField; testId: string; onAccept: (f: OcrSuggestedField) => void }) {
  const t = useT();
  const form = Form.useFormInstance();
  const current = asText(Form.useWatch(f.name, form));
  const state = !current ? 'empty' : current === f.value ? 'same' : 'differs';
  const key = fieldKey(f.name);
  return (
    <div data-testid={`${testId}-row-${key}`} data-state={state} style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'baseline' }}>
      <Typography.Text type="secondary" style={{ minWidth: 112 }}>
        {f.label}
      </Typography.Text>
      <Typography.Text strong>{f.value}</Typography.Text>
      {state === 'same' && <Typography.Text type="success">{t('wizardKit.ocr.same')}</Typography.Text>}
      {state === 'differs' && <Typography.Text type="warning">{t('wizardKit.ocr.kept', { value: current })}</Typography.Text>}
      {state !== 'same' && (
        <Button size="small" type="link" onClick={() => onAccept(f)} data-testid={`${testId}-accept-${key}`}>
          {t(state === 'empty' ? 'wizardKit.ocr.accept' : 'wizardKit.ocr.replace')}
        </Button>
      )}
    </div>
  );
}

/** Props of {@link OcrSuggestions}. */
interface OcrSuggestionsProps {
  /** What the recognition gave; nothing is shown while `undefined`. */
  outcome?: OcrOutcome;
  /** What was read (营业执照, 身份证, 护照), for the title. */
  documentName: string;
  /** `data-testid` of the box and the prefix of its parts. */
  testId: string;
  /** Runs after values were written (e.g. to re-validate a field). */
  onApplied?: (names: NamePath[]) => void;
  /** Closes the box (the reading is dropped; nothing in the form changes). */
  onClose: () => void;
}

/** The suggestions box. */
export default function OcrSuggestions({ outcome, documentName, testId, onApplied, onClose }: OcrSuggestionsProps) {
  const t = useT();
  const form = Form.useFormInstance();
  const sync = useWizardSync();
  if (!outcome) return null;
  if (outcome.state === 'unrecognised') {
    return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid={testId} data-state="unrecognised" message={outcome.message} closable onClose={onClose} />;
  }
  const fields = suggestedFields(outcome.fields);
  if (!fields.length) return <Alert type="warning" showIcon style={{ marginBottom: 16 }} data-testid={testId} data-state="unrecognised" message={t('wizardKit.ocr.nothing')} closable onClose={onClose} />;
  const apply = (chosen: OcrSuggestedField[]) => {
    if (!chosen.length) return;
    for (const f of chosen) form.setFieldValue(f.name, f.value);
    sync();
    onApplied?.(chosen.map((f) => f.name));
  };
  const empty = () => fields.filter((f) => !asText(form.getFieldValue(f.name)));
  return (
    <Alert
      type="info"
      style={{ marginBottom: 16 }}
      data-testid={testId}
      data-state="read"
      message={t('wizardKit.ocr.title', { document: documentName })}
      description={
        <Space direction="vertical" size={4} style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('wizardKit.ocr.hint')}</Typography.Text>
          {fields.map((f) => (
            <Row key={fieldKey(f.name)} f={f} testId={testId} onAccept={(x) => apply([x])} />
          ))}
          <Space wrap>
            <Button size="small" type="primary" onClick={() => apply(empty())} data-testid={`${testId}-fill-empty`}>
              {t('wizardKit.ocr.fillEmpty')}
            </Button>
            <Button size="small" onClick={onClose} data-testid={`${testId}-close`}>
              {t('wizardKit.ocr.close')}
            </Button>
          </Space>
        </Space>
      }
    />
  );
}
