import EnglishAgreement from '../../_protocol';

/** `/en/protocol/licence-agreement` (open): the service (licence) agreement in English. */
export default function LicenceAgreementPage() {
  return <EnglishAgreement kind="serve" title="title.en.licence" />;
}
