import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Space, Typography, Upload } from 'antd';
import type { UploadProps } from 'antd';
import { useState } from 'react';
import { isUploadableImage } from '@/core/utils/file';
import { UPLOAD_IMAGE_EXTENSIONS } from '@/constants/upload';
import { updateUser } from '@/services/account';
import { uploadFile } from '@/services/upload';
import { checkAvatar } from '@/core/rules/account';
import { showFailure } from '@/hooks/useFormCall';
import { useT } from '@/hooks/useT';
import { useRefreshUser } from '@/hooks/useSession';

/**
 * Avatar with an upload button: images only (spec §5 extensions), at most 2 MB, checked before
 * uploading (the message shows under the avatar); uploaded through the upload-sign flow
 * (`uploadFile(file, { scene: 'avatar' })`), then `POST /api/user/update { type: 'avatar', avatar: key }`
 * and the user is reloaded so the header avatar changes too.
 */
export default function AvatarUpload({ src, name }: { src?: string; name: string }) {
  const t = useT();
  const { message } = App.useApp();
  const refresh = useRefreshUser();
  const [error, setError] = useState('');
  const [percent, setPercent] = useState<number | null>(null);

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const key = checkAvatar({ name: file.name, size: file.size }, isUploadableImage);
    setError(key ? t(key) : '');
    return key ? Upload.LIST_IGNORE : true;
  };

  const customRequest: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    setPercent(0);
    try {
      const { key } = await uploadFile(file as File, { scene: 'avatar', onProgress: (p) => setPercent(p.percent) });
      await updateUser({ type: 'avatar', avatar: key }, { skipErrorMessage: true });
      await refresh();
      message.success(t('account.avatar.success'));
      onSuccess?.(key);
    } catch (e) {
      if (showFailure(e, undefined, message) === undefined && e instanceof Error) setError(e.message);
      onError?.(e as Error);
    } finally {
      setPercent(null);
    }
  };

  return (
    <Space size={16} align="center">
      <Avatar size={72} src={src} icon={<UserOutlined />} alt={name} data-testid="profile-avatar" />
      <Space direction="vertical" size={4}>
        <Upload
          accept={UPLOAD_IMAGE_EXTENSIONS.map((e) => `.${e}`).join(',')}
          showUploadList={false}
          beforeUpload={beforeUpload}
          customRequest={customRequest}
        >
          <Button icon={<CameraOutlined />} loading={percent !== null} data-testid="avatar-upload">
            {percent !== null ? t('account.avatar.uploading', { percent }) : t('account.avatar.change')}
          </Button>
        </Upload>
        {error ? (
          <Typography.Text type="danger" data-testid="avatar-error">
            {error}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('account.avatar.hint')}</Typography.Text>
        )}
      </Space>
    </Space>
  );
}
