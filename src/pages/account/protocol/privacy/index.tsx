import ProtocolPage from '../../_protocol';

/** `/account/protocol/privacy` (open): the privacy policy. */
export default function PrivacyPage() {
  return <ProtocolPage kind="privacy" />;
}
