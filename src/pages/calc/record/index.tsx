/**
 * `/user/calculate-tax/record` (guarded): the user's calculations in a list page (country, period,
 * company, status, files, payable, created), reopen, delete with confirmation, export to `.xlsx`.
 * An agent sees their clients' calculations with the client's name; the header's belonging-user
 * selection and the list's own users filter narrow them (`users`, comma-joined, spec §6).
 */
import { PlusOutlined } from '@ant-design/icons';
import { history, Link } from '@umijs/max';
import { Button, Space } from 'antd';
import ListPage, { ConfirmAction, statusColumn } from '@/components/ListPage';
import { CALC_COUNTRIES, countryLabel } from '@/core/calc/model';
import { calculationsExportResult, deleteCalculation, exportCalculations, listCalculations, type CalcListQuery, type CalcSummary } from '@/services/calc';
import { CALC_STATUS, countrySelectOptions, countrySelectSearch } from '@/components/CalcResult/labels';
import '@/locales/areas/calc';

/** The records page. */
export default function CalcRecordPage() {
  return (
    <ListPage<CalcSummary, CalcListQuery>
      rowKey="id"
      testId="calc-records"
      request={listCalculations}
      export={{ start: exportCalculations, result: calculationsExportResult, fileName: '计算记录' }}
      toolBar={({ t }) => [
        <Button key="new" type="primary" icon={<PlusOutlined />} onClick={() => history.push('/user/calculate-tax')}>
          {t('calc.record.new')}
        </Button>,
      ]}
      columns={({ t, reload, isAgent }) => [
        {
          title: t('calc.record.country'),
          dataIndex: 'countryCode',
          valueType: 'select',
          fieldProps: { options: countrySelectOptions(CALC_COUNTRIES), ...countrySelectSearch },
          render: (_, r) => countryLabel(r.countryCode.key),
        },
        { title: t('calc.record.period'), key: 'period', search: false, render: (_, r) => `${r.startDate} ~ ${r.endDate}` },
        { title: t('calc.record.company'), dataIndex: 'companyName', search: false, ellipsis: true, render: (_, r) => r.companyName || '-' },
        ...(isAgent ? [{ title: t('calc.record.user'), dataIndex: 'userName', search: false as const }] : []),
        statusColumn<CalcSummary>(t, CALC_STATUS, { title: t('calc.record.status'), dataIndex: 'status' }),
        { title: t('calc.record.files'), dataIndex: 'fileCount', search: false, align: 'right' },
        { title: t('calc.record.payable'), dataIndex: 'payable', search: false, align: 'right', render: (_, r) => (r.payable === null ? '-' : `${r.payable} ${r.currency ?? ''}`) },
        { title: t('calc.record.created'), dataIndex: 'createdAt', search: false },
        {
          title: t('calc.record.actions'),
          key: 'actions',
          search: false,
          render: (_, r) => (
            <Space>
              <Link to={`/user/calculate-tax/result?id=${r.id}`}>{t('calc.record.open')}</Link>
              <ConfirmAction
                danger
                title={t('calc.record.deleteConfirm')}
                onConfirm={() => deleteCalculation(r.id)}
                successText={t('calc.record.deleted')}
                onDone={reload}
                data-testid={`delete-${r.id}`}
              >
                {t('calc.record.delete')}
              </ConfirmAction>
            </Space>
          ),
        },
      ]}
    />
  );
}
