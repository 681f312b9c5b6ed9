import useMessage from 'antd/es/message/useMessage';
import useModal from 'antd/es/modal/useModal';
import useNotification from 'antd/es/notification/useNotification';
import { useEffect } from 'react';
import type { AppApi } from './FeedbackProvider';

/**
 * antd's message, notification and modal holders (what antd's `App` renders), loaded by
 * `FeedbackProvider` on the first message. Hands their API over once mounted (the holders must be in
 * the tree before a call shows anything).
 */
export default function FeedbackHolders({ onReady }: { onReady: (api: AppApi) => void }) {
  const [message, messageHolder] = useMessage();
  const [notification, notificationHolder] = useNotification();
  const [modal, modalHolder] = useModal();
  useEffect(() => {
    onReady({ message, notification, modal });
  }, [message, notification, modal, onReady]);
  return (
    <>
      {modalHolder}
      {messageHolder}
      {notificationHolder}
    </>
  );
}
