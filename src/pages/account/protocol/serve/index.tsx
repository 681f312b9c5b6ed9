import ProtocolPage from '../../_protocol';

/** `/account/protocol/serve` (open): the service agreement. */
export default function ServePage() {
  return <ProtocolPage kind="serve" />;
}
