import EnglishAgreement from '../../_protocol';

/** `/en/protocol/privacy` (open): the privacy policy in English. */
export default function EnglishPrivacyPage() {
  return <EnglishAgreement kind="privacy" title="title.en.privacy" />;
}
