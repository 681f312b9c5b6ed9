/**
 * The seller's tax-point rule for intra-EU transfers of own goods (VAT Directive Art. 69; issue #32)
 * on the calculation form: 移库当天 (default: declared in the period of the transfer day) or 次月 15 日
 * (Art. 69 without an invoice). Starts from the choice stored with the seller's VAT records
 * (`GET /api/calculate-tax/transfer-rule`, mock/calc.ts); submitting the form stores a new choice there.
 */
import { Col, Form, Radio, Row } from 'antd';
import { useEffect } from 'react';
import { getTransferRule } from '@/services/calc';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

/** The two rules, in the order the form offers them (the default first). */
const RULES = ['sameDay', 'none'] as const;

/** See the module comment. `seller` = the prefilled VAT number / company name that find the seller's records. */
export default function TransferInvoiceField({ seller }: { seller: { vatNumber?: string; companyName?: string } }) {
  const t = useT();
  const form = Form.useFormInstance();
  useEffect(() => {
    let live = true;
    getTransferRule({ vatNumber: seller.vatNumber ?? '', companyName: seller.companyName ?? '' }, { skipErrorHandler: true })
      .then((r) => {
        // the stored choice, unless the seller already picked one on the form
        if (live && !form.isFieldTouched('transferInvoice')) form.setFieldValue('transferInvoice', r.transferInvoice);
      })
      .catch(() => undefined); // the default stays; the server applies the stored choice anyway
    return () => {
      live = false;
    };
  }, [form, seller.vatNumber, seller.companyName]);
  return (
    <Row gutter={24}>
      <Col xs={24}>
        <Form.Item name="transferInvoice" label={t('calc.form.transferInvoice')} tooltip={t('calc.form.transferInvoice.tip')} extra={t('calc.form.transferInvoice.extra')}>
          <Radio.Group id="transferInvoice" optionType="button" data-testid="transfer-invoice" options={RULES.map((r) => ({ value: r, label: t(`calc.form.transferInvoice.${r}`) }))} />
        </Form.Item>
      </Col>
    </Row>
  );
}
