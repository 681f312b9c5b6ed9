import { Link } from '@umijs/max';
import { App, Modal, Radio, Typography } from 'antd';
import { useState } from 'react';
import { WATCH_RELATIONS, type WatchRelation } from '@/core/lookup/monitoring';
import { useT } from '@/hooks/useT';
import { addToMonitoring } from '@/services/lookup';
import '@/locales/areas/lookup';
import type { ResultRow } from './rows';

/** 加入监控 for the chosen rows: their relation (supplier, customer, …), then `POST /api/lookup/monitor` (source `query`). */
export function MonitorModal({ open, rows, onClose }: { open: boolean; rows: ResultRow[]; onClose: () => void }) {
  const t = useT();
  const { message } = App.useApp();
  const [relation, setRelation] = useState<WatchRelation>('supplier');
  const [adding, setAdding] = useState(false);

  const add = async () => {
    setAdding(true);
    try {
      const r = await addToMonitoring({
        items: rows.map((row) => ({ vatNumber: row.line.vatNumber, relation, companyName: row.result?.name ?? undefined })),
        source: 'query',
      });
      onClose();
      message.success(t('lookup.monitor.added', { added: r.added.length, refused: r.refused.length }));
    } catch {
      /* shown by the request layer; the choice stays */
    } finally {
      setAdding(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('lookup.monitor.title', { count: rows.length })}
      onCancel={onClose}
      onOk={() => void add()}
      okText={t('lookup.monitor.ok')}
      confirmLoading={adding}
      okButtonProps={{ 'data-testid': 'lookup-monitor-ok' } as Record<string, string>}
    >
      <Typography.Paragraph>{t('lookup.monitor.desc')}</Typography.Paragraph>
      <Radio.Group value={relation} onChange={(e) => setRelation(e.target.value)} aria-label={t('lookup.col.relation')}>
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
  );
}
