import { PageContainer } from '@ant-design/pro-components';
import { Alert, Button, Card, List, Radio, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { BATCH_DECLARE_ACTIONS, DEFAULT_CHUNK_SIZE, type BatchDeclareAction } from '@/core/batch/declaration';
import type { Refusal } from '@/core/declare/status';
import type { DeclareRow } from '@/core/declare/types';
import { useT } from '@/hooks/useT';
import '@/locales/areas/batch-declaration';
import { labelOf, refusalWords } from './pick';

const CHUNK_SIZES = [1, 5, 10, DEFAULT_CHUNK_SIZE];

/**
 * Step 2: the action to run and the chunk size, the transition table's forecast for the picked
 * declarations (how many will be refused and why, `planBatch`), 上一步 and the run (after a
 * confirmation, `onRun`).
 */
export function RunStep({
  steps,
  count,
  action,
  onAction,
  chunkSize,
  onChunkSize,
  plan,
  onBack,
  onRun,
}: {
  steps: ReactNode;
  count: number;
  action: BatchDeclareAction;
  onAction: (a: BatchDeclareAction) => void;
  chunkSize: number;
  onChunkSize: (n: number) => void;
  /** The transition table's forecast (`planBatch`). */
  plan: { allowed: DeclareRow[]; refused: { row: DeclareRow; refusal: Refusal }[] };
  onBack: () => void;
  onRun: () => void;
}) {
  const t = useT();
  return (
    <PageContainer title={t('title.service.batchDeclaration')} content={steps}>
      <Card data-testid="batch-run-step">
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <Typography.Text>{t('batchDecl.run.picked', { count })}</Typography.Text>
          <div>
            <Typography.Title level={5}>{t('batchDecl.run.chooseAction')}</Typography.Title>
            <Radio.Group value={action} onChange={(e) => onAction(e.target.value as BatchDeclareAction)} optionType="button" buttonStyle="solid" data-testid="batch-action">
              {BATCH_DECLARE_ACTIONS.map((a) => (
                <Radio.Button key={a} value={a} data-testid={`action-${a}`}>
                  {t(`batchDecl.action.${a}`)}
                </Radio.Button>
              ))}
            </Radio.Group>
            <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
              {t(`batchDecl.action.${action}.help`)}
            </Typography.Paragraph>
          </div>
          <Space>
            <Typography.Text id="batch-chunk-label">{t('batchDecl.run.chunk')}</Typography.Text>
            <Select
              value={chunkSize}
              onChange={onChunkSize}
              style={{ width: 140 }}
              aria-labelledby="batch-chunk-label"
              data-testid="batch-chunk"
              options={CHUNK_SIZES.map((n) => ({ value: n, label: t('batchDecl.run.chunkN', { count: n }) }))}
            />
          </Space>
          <div data-testid="batch-preview">
            {plan.refused.length ? (
              <Alert
                type="warning"
                showIcon
                message={t('batchDecl.preview.someRefused', { allowed: plan.allowed.length, refused: plan.refused.length, action: t(`batchDecl.action.${action}`) })}
                description={
                  <List
                    size="small"
                    dataSource={plan.refused}
                    renderItem={(x) => (
                      <List.Item data-testid={`predict-${x.row.id}`}>
                        <Space direction="vertical" size={0}>
                          <Typography.Text strong>{labelOf(x.row)}</Typography.Text>
                          <Typography.Text type="secondary">{refusalWords(t, x.refusal)}</Typography.Text>
                        </Space>
                      </List.Item>
                    )}
                  />
                }
              />
            ) : (
              <Alert type="success" showIcon message={t('batchDecl.preview.allAllowed', { count: plan.allowed.length, action: t(`batchDecl.action.${action}`) })} />
            )}
          </div>
          <Space>
            <Button onClick={onBack} data-testid="batch-back">
              {t('batchDecl.run.back')}
            </Button>
            <Button type="primary" onClick={onRun} data-testid="batch-run">
              {t('batchDecl.run.start', { action: t(`batchDecl.action.${action}`), count })}
            </Button>
          </Space>
        </Space>
      </Card>
    </PageContainer>
  );
}
