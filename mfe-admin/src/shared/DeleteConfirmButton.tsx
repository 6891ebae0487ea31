import { Button, Popconfirm, type ButtonProps } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/**
 * A red delete button that asks first (spec §5 "delete after confirmation"): a popconfirm with
 * `texts.confirmDelete`, a danger `texts.delete` and `texts.cancel`; `onConfirm` runs on yes.
 */
export function DeleteConfirmButton({
  texts,
  onConfirm,
  testId,
  type,
}: {
  texts: { confirmDelete: string; delete: string; cancel: string };
  onConfirm: () => Promise<void>;
  testId: string;
  type?: ButtonProps['type'];
}) {
  return (
    <Popconfirm
      title={texts.confirmDelete}
      okText={texts.delete}
      cancelText={texts.cancel}
      okButtonProps={{ danger: true }}
      onConfirm={onConfirm}
    >
      <Button type={type} danger icon={<DeleteOutlined />} data-testid={testId}>
        {texts.delete}
      </Button>
    </Popconfirm>
  );
}
