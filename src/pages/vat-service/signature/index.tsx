/**
 * `/global/signature?token=` (open, no console layout; spec §2): the signing page of the VAT service
 * agreement, reached from the link of `GET /api/vat-tax/sign-url`. Shows the agreement
 * (`GET /api/vat-tax/sign-info`, our path), asks the signer's name and a typed or drawn signature
 * and the consent, then `POST /api/vat-tax/sign`. An expired or already-signed link, or a link
 * without its token, shows the server's Chinese message; the preview that opened it sees the new
 * state by polling `sign-result`.
 */
import { Alert, Button, Checkbox, Form, Input, Radio, Result, Skeleton, Space, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import AccountShell from '@/components/AccountShell';
import { useApi } from '@/hooks/useApi';
import { useQueryParam } from '@/hooks/useQuery';
import { useT } from '@/hooks/useT';
import { RequestFailure } from '@/request/types';
import { fetchSignInfo, submitSignature } from '@/services/vat-service';
import '@/locales/areas/vat-service';

/** A canvas to draw the signature on (mouse, pen or finger); reports a PNG data URL, or `''` when cleared. */
function DrawPad({ onChange }: { onChange: (png: string) => void }) {
  const t = useT();
  const ref = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const drawn = useRef(false);
  useEffect(() => {
    const ctx = ref.current?.getContext('2d');
    if (ctx) {
      ctx.lineWidth = 2.5;
      ctx.lineCap = 'round';
      ctx.strokeStyle = '#1f1f1f';
    }
  }, []);
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const r = e.currentTarget.getBoundingClientRect();
    return [e.clientX - r.left, e.clientY - r.top] as const;
  };
  return (
    <Space direction="vertical">
      <Typography.Text type="secondary">{t('vatService.sign.drawn.hint')}</Typography.Text>
      <canvas
        ref={ref}
        width={460}
        height={160}
        aria-label={t('vatService.sign.mode.drawn')}
        data-testid="sign-pad"
        style={{ border: '1px dashed #8c8c8c', borderRadius: 6, touchAction: 'none', background: '#fff', maxWidth: '100%' }}
        onPointerDown={(e) => {
          drawing.current = true;
          const ctx = e.currentTarget.getContext('2d')!;
          const [x, y] = point(e);
          ctx.beginPath();
          ctx.moveTo(x, y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = e.currentTarget.getContext('2d')!;
          const [x, y] = point(e);
          ctx.lineTo(x, y);
          ctx.stroke();
          drawn.current = true;
        }}
        onPointerUp={(e) => {
          drawing.current = false;
          if (drawn.current) onChange(e.currentTarget.toDataURL('image/png'));
        }}
      />
      <Button
        size="small"
        onClick={() => {
          const c = ref.current;
          c?.getContext('2d')?.clearRect(0, 0, c.width, c.height);
          drawn.current = false;
          onChange('');
        }}
      >
        {t('vatService.sign.drawn.clear')}
      </Button>
    </Space>
  );
}

interface SignForm {
  signerName: string;
  mode: 'typed' | 'drawn';
  typed?: string;
  agree: boolean;
}

/** The signing page. */
export default function SignaturePage() {
  const t = useT();
  const token = useQueryParam('token');
  const info = useApi(() => fetchSignInfo(token, { skipErrorHandler: true }), { ready: /^[0-9a-f]{32}$/.test(token) });
  const [form] = Form.useForm<SignForm>();
  const mode = Form.useWatch('mode', form) ?? 'typed';
  const [drawing, setDrawing] = useState('');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const onFinish = async (v: SignForm) => {
    setError(undefined);
    if (v.mode === 'drawn' && !drawing) {
      setError(t('vatService.sign.drawn.required'));
      return;
    }
    setSaving(true);
    try {
      await submitSignature({ token, signerName: v.signerName.trim(), mode: v.mode, signature: v.mode === 'typed' ? (v.typed ?? '').trim() : drawing }, { skipErrorHandler: true });
      setDone(true);
    } catch (e) {
      setError(e instanceof RequestFailure && e.message ? e.message : t('vatService.sign.loadFailed'));
    } finally {
      setSaving(false);
    }
  };

  let body;
  if (!/^[0-9a-f]{32}$/.test(token)) body = <Result status="warning" title={t('vatService.sign.loadFailed')} subTitle={t('vatService.sign.missing')} />;
  else if (info.loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (info.error)
    body = (
      <div data-testid="sign-error">
        <Result status="warning" title={t('vatService.sign.loadFailed')} subTitle={info.error.message} />
      </div>
    );
  else if (done)
    body = (
      <div data-testid="sign-done">
        <Result status="success" title={t('vatService.sign.done')} />
      </div>
    );
  else if (info.data)
    body = (
      <>
        <Typography.Title level={5}>{t('vatService.sign.agreement')}</Typography.Title>
        <div style={{ whiteSpace: 'pre-wrap', maxHeight: 260, overflow: 'auto', border: '1px solid #d9d9d9', borderRadius: 6, padding: 12, marginBottom: 16 }} data-testid="sign-agreement">
          {info.data.agreement}
        </div>
        <Form<SignForm> form={form} layout="vertical" initialValues={{ mode: 'typed', agree: false }} onFinish={(v) => void onFinish(v)} requiredMark>
          <Form.Item name="signerName" label={t('vatService.sign.signer')} rules={[{ required: true, whitespace: true, message: t('vatService.sign.signer.required') }]}>
            <Input maxLength={50} id="sign-signer" />
          </Form.Item>
          <Form.Item name="mode">
            <Radio.Group
              options={[
                { label: t('vatService.sign.mode.typed'), value: 'typed' },
                { label: t('vatService.sign.mode.drawn'), value: 'drawn' },
              ]}
            />
          </Form.Item>
          {mode === 'typed' ? (
            <Form.Item
              name="typed"
              label={t('vatService.sign.mode.typed')}
              dependencies={['signerName']}
              rules={[
                { required: true, whitespace: true, message: t('vatService.sign.typed.placeholder') },
                ({ getFieldValue }) => ({
                  validator: async (_: unknown, v: string) => {
                    if (v && String(getFieldValue('signerName') ?? '').replace(/\s+/g, '') !== v.replace(/\s+/g, '')) throw new Error(t('vatService.sign.typed.mismatch'));
                  },
                }),
              ]}
            >
              <Input maxLength={50} placeholder={t('vatService.sign.typed.placeholder')} id="sign-typed" style={{ fontFamily: 'cursive', fontSize: 20 }} />
            </Form.Item>
          ) : (
            <Form.Item label={t('vatService.sign.mode.drawn')}>
              <DrawPad onChange={setDrawing} />
            </Form.Item>
          )}
          <Form.Item name="agree" valuePropName="checked" rules={[{ validator: async (_: unknown, v: boolean) => { if (!v) throw new Error(t('vatService.sign.agree.required')); } }]}>
            <Checkbox data-testid="sign-agree">{t('vatService.sign.agree')}</Checkbox>
          </Form.Item>
          {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} data-testid="sign-submit-error" />}
          <Button type="primary" htmlType="submit" loading={saving} data-testid="sign-confirm">
            {t('vatService.sign.confirm')}
          </Button>
        </Form>
      </>
    );

  return (
    <AccountShell title={t('vatService.sign.title')} subtitle={info.data?.companyName} wide>
      <div data-testid="signature-page">{body}</div>
    </AccountShell>
  );
}
