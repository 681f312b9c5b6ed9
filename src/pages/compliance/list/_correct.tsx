/**
 * The compliance list's correction dialog (loaded when first opened, ./index.tsx).
 */
import { ModalForm } from '@ant-design/pro-components';
import { Alert, App } from 'antd';
import { useT } from '@/hooks/useT';
import { updateCompliance, type ComplianceRecord } from '@/services/compliance';
import { serviceValuesOf, toServiceInput, type ServiceValues } from '../_values';
import { ServiceCard } from '../wizard/_info';
import '@/locales/areas/compliance';

/**
 * Correcting a returned service (status 退回待修改): the reason, the service's own fields as the
 * wizard asks them (start, years, stores, categories, documents, transfer details), then
 * `POST /api/compliance/update` sends it back to 审核中. A refused call keeps the dialog and the values.
 */
export default function CorrectDialog({ record, onClose, onDone }: { record: ComplianceRecord; onClose: () => void; onDone: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  return (
    <ModalForm<{ svc: Partial<Record<string, ServiceValues>> }>
      open
      title={t('compliance.edit.title', { service: t(`compliance.svc.${record.type}.name`) })}
      width={820}
      modalProps={{ onCancel: onClose, destroyOnClose: true }}
      submitter={{ searchConfig: { submitText: t('compliance.edit.submit') } }}
      dateFormatter="string"
      initialValues={{ svc: { [record.type]: serviceValuesOf(record) } }}
      onFinish={async (v) => {
        try {
          await updateCompliance({ id: record.id, service: toServiceInput(record.type, v.svc?.[record.type] ?? {}) });
        } catch {
          return false; // the request layer showed why; the values stay
        }
        message.success(t('compliance.edit.done'));
        onDone();
        return true;
      }}
    >
      <div data-testid="cp-edit">
        {record.returnReason && <Alert type="error" showIcon style={{ marginBottom: 16 }} message={t('compliance.returned', { reason: record.returnReason })} data-testid="cp-edit-reason" />}
        <ServiceCard k={record.type} />
      </div>
    </ModalForm>
  );
}

