/**
 * The EUR 10,000 threshold questions of the calculation form (VAT Directive Art. 59c; issue #13),
 * shown only for a seller established in an EU member state: did its EU cross-border consumer
 * sales stay under EUR 10,000 this year and last year (未超过 / 已超过 / 不确定 = not answered),
 * the day it crossed (optional, with 已超过), and the Art. 59c(3) option to be taxed in the arrival
 * state. Each answer says under the question what it does to the returns. The form maps the answers
 * with `thresholdBasicData` (src/core/calc/model.ts).
 */
import { Checkbox, Col, DatePicker, Form, Radio, Row } from 'antd';
import { countryLabel, countryText, type EuThresholdAnswer } from '@/core/calc/model';
import { useT } from '@/hooks/useT';
import '@/locales/areas/calc';

const ANSWERS: readonly EuThresholdAnswer[] = ['under', 'over', 'unsure'];

/** Props: the establishment state (ISO-2, an EU member state). */
export default function ThresholdFields({ establishment }: { establishment: string }) {
  const t = useT();
  const answer = (Form.useWatch('euThreshold') as EuThresholdAnswer | undefined) ?? 'unsure';
  const country = countryText(establishment);
  return (
    <Row gutter={24} data-testid="eu-threshold">
      <Col xs={24}>
        <Form.Item
          name="euThreshold"
          initialValue="unsure"
          label={t('calc.form.euThreshold', { country: countryLabel(establishment) })}
          tooltip={t('calc.form.euThreshold.tip', { country })}
          extra={<span data-testid="eu-threshold-effect">{t(`calc.form.euThreshold.effect.${answer}`, { country })}</span>}
        >
          <Radio.Group id="euThreshold" optionType="button" options={ANSWERS.map((a) => ({ value: a, label: t(`calc.form.euThreshold.${a}`) }))} />
        </Form.Item>
      </Col>
      {answer === 'over' && (
        <Col xs={24} md={8}>
          <Form.Item name="euThresholdCrossedOn" label={t('calc.form.euThresholdCrossedOn')} tooltip={t('calc.form.euThresholdCrossedOn.tip', { country })}>
            <DatePicker id="euThresholdCrossedOn" style={{ width: '100%' }} placeholder={t('calc.form.euThresholdCrossedOn.placeholder')} />
          </Form.Item>
        </Col>
      )}
      {answer !== 'over' && (
        <Col xs={24}>
          <Form.Item name="euDestinationOption" valuePropName="checked" tooltip={t('calc.form.euDestinationOption.tip', { country })} label={t('calc.form.euDestinationOption.label')}>
            <Checkbox id="euDestinationOption">{t('calc.form.euDestinationOption')}</Checkbox>
          </Form.Item>
        </Col>
      )}
    </Row>
  );
}
