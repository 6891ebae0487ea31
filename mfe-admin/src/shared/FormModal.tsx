import type { ReactNode } from 'react';
import { Button, Modal, type ModalProps } from 'antd';
import { AR } from '../texts.ts';

/**
 * An admin dialog with the panel's footer: a cancel button (`cancelText`, 'إلغاء' unless told)
 * that calls `onClose` like the close icon does, and a primary submit button (`submitText`,
 * spinning while `busy`, greyed while `submitDisabled`) that calls `onSubmit`. `testId` marks a
 * div around the whole dialog; its content is dropped when it closes. Every other Modal prop
 * (`open`, `title`, `width` …) passes through.
 */
export function FormModal({
  testId,
  onClose,
  cancelText = AR.cancel,
  submitText,
  submitTestId,
  busy,
  submitDisabled,
  onSubmit,
  children,
  ...modal
}: Omit<ModalProps, 'footer' | 'onCancel' | 'onOk' | 'modalRender'> & {
  testId?: string;
  onClose: () => void;
  cancelText?: string;
  submitText: string;
  submitTestId: string;
  busy: boolean;
  submitDisabled?: boolean;
  onSubmit: () => Promise<void>;
  children: ReactNode;
}) {
  return (
    <Modal
      destroyOnHidden
      {...modal}
      modalRender={testId ? (node) => <div data-testid={testId}>{node}</div> : undefined}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {cancelText}
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={busy}
          disabled={submitDisabled}
          onClick={() => void onSubmit()}
          data-testid={submitTestId}
        >
          {submitText}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
