/**
 * Two parts of the EPR list that use the spec's calls for them (issue #33 "the spec's EPR calls in
 * use"):
 * Both load when first opened (the list imports this module lazily: the wizard's sections are not
 * part of the list's first load).
 * - {@link EditValues} 修改申报内容: the wizard's values step (the service's section of the EPR-info
 *   step, ../wizard/_sections.tsx) for one registration in progress or held, prefilled from
 *   `GET /api/epr/info`, saved with `POST /api/epr/update2` (only its sub-object; the status stays;
 *   the mock checks it with the service's schema and notes it in the history). A refusal keeps what
 *   was typed and shows the server's Chinese reason.
 * - {@link BatchView} 查看所选: the selected registrations side by side from one
 *   `GET /api/epr/batch-info?ids` (service, company, status, number, what was declared, service end,
 *   next report, certificates).
 */
import { ModalForm } from '@ant-design/pro-components';
import { App, Alert, Drawer, Empty, Space, Table, Typography, type ButtonProps } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { StatusTag } from '@/components/ListPage';
import { DueCell } from '@/components/VatCells';
import type { EprDetail, EprRegistration } from '@/core/epr/api';
import { EPR_STATUS_MAP } from '@/core/epr/status';
import { useApi } from '@/hooks/useApi';
import { useT } from '@/hooks/useT';
import { getEprBatchInfo, getEprFixedData, getEprInfo, listEprOffices, updateEprValues } from '@/services/epr';
import { clean, withRowIds } from '../_shared';
import { ServiceSection } from '../wizard/_sections';
import '@/locales/areas/epr';

/** 修改申报内容 of registration `row` (the modal, open while mounted): the values step of its service, saved with `update2`. */
export function EditValues({
  row,
  onClose,
  onDone,
}: {
  row: EprRegistration;
  onClose: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const { message } = App.useApp();
  const info = useApi(() => getEprInfo(row.id, { skipErrorMessage: true }), { refreshDeps: [row.id] });
  const fixed = useApi(() => getEprFixedData({ skipErrorMessage: true }));
  const offices = useApi(() => listEprOffices(undefined, { skipErrorMessage: true }));
  const [error, setError] = useState<string>();
  const d = info.data;
  return (
    <ModalForm<Record<string, unknown>>
      open
      title={t('epr.values.title', { service: t(`epr.service.${row.type}`), company: row.companyName })}
      width={960}
      modalProps={{ destroyOnClose: true, onCancel: onClose, maskClosable: false }}
      dateFormatter="string"
      // The form appears once the registration's data is in (its values are the initial values).
      key={d ? `loaded-${d.id}` : 'loading'}
      initialValues={d ? { [d.type]: withRowIds(d.values) } : undefined}
      submitter={{
        searchConfig: { submitText: t('epr.values.save') },
        submitButtonProps: { disabled: !d, 'data-testid': 'epr-values-save' } as ButtonProps,
      }}
      onFinish={async (v) => {
        setError(undefined);
        try {
          await updateEprValues(
            { id: row.id, values: clean(v[row.type] ?? {}) as Record<string, unknown> },
            { skipErrorMessage: true },
          );
        } catch (e) {
          setError((e as Error).message);
          return false;
        }
        message.success(t('epr.values.done'));
        onClose();
        onDone();
        return true;
      }}
    >
      <div data-testid="epr-values">
        <Typography.Paragraph type="secondary">{t('epr.values.intro')}</Typography.Paragraph>
        {(info.error || fixed.error || offices.error) && (
          <Alert
            type="warning"
            showIcon
            style={{ marginBottom: 16 }}
            message={(info.error ?? fixed.error ?? offices.error)!.message}
          />
        )}
        {error && (
          <Alert type="error" showIcon style={{ marginBottom: 16 }} message={error} data-testid="epr-values-error" />
        )}
        {d && <ServiceSection k={d.type} data={{ fixed: fixed.data, offices: offices.data }} />}
      </div>
    </ModalForm>
  );
}

/** 查看所选: the selected registrations from one `batch-info` call. */
export function BatchView({ ids, onClose }: { ids: number[]; onClose: () => void }) {
  const t = useT();
  const info = useApi(() => getEprBatchInfo(ids, { skipErrorMessage: true }), { refreshDeps: [ids.join(',')] });
  const columns: ColumnsType<EprDetail> = [
    {
      title: t('epr.col.type'),
      dataIndex: 'type',
      render: (_, d) => (
        <Space direction="vertical" size={0}>
          <span>{t(`epr.service.${d.type}`)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`epr.country.${d.country}`)} · {t(`epr.registerType.${d.isTransfer}`)}
          </Typography.Text>
        </Space>
      ),
    },
    {
      title: t('epr.col.company'),
      dataIndex: 'companyName',
      render: (_, d) => `${d.companyName}${d.userName ? `（${d.userName}）` : ''}`,
    },
    {
      title: t('epr.col.status'),
      dataIndex: 'status',
      render: (_, d) => <StatusTag map={EPR_STATUS_MAP} value={d.status} />,
    },
    {
      title: t('epr.col.registrationNo'),
      dataIndex: 'registrationNo',
      render: (_, d) =>
        d.registrationNo ?? <Typography.Text type="secondary">{t('epr.number.pending')}</Typography.Text>,
    },
    {
      title: t('epr.col.summary'),
      dataIndex: 'summary',
      render: (_, d) => (
        <Space direction="vertical" size={0}>
          {d.summary.map((e) => (
            <Typography.Text key={e.label} style={{ fontSize: 12 }}>
              {t(e.label)}：{e.value}
            </Typography.Text>
          ))}
        </Space>
      ),
    },
    { title: t('epr.col.validTo'), dataIndex: 'validTo', render: (_, d) => d.validTo ?? '-' },
    {
      title: t('epr.col.nextDeadline'),
      dataIndex: 'nextDeadline',
      render: (_, d) => (d.nextDeadline ? <DueCell date={d.nextDeadline} daysLeft={d.daysLeft} /> : '-'),
    },
    {
      title: t('epr.detail.certificates'),
      dataIndex: 'certificates',
      render: (_, d) => (d.certificates.length ? d.certificates.map((c) => c.name).join('、') : '-'),
    },
  ];
  return (
    <Drawer open width={1100} title={t('epr.batch.title', { n: ids.length })} onClose={onClose} destroyOnClose>
      {info.error && <Alert type="warning" showIcon message={info.error.message} />}
      <Table<EprDetail>
        rowKey="id"
        data-testid="epr-batch-view"
        loading={info.loading}
        columns={columns}
        dataSource={info.data ?? []}
        pagination={false}
        size="small"
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> }}
      />
    </Drawer>
  );
}
