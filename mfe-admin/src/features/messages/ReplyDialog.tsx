import { useState } from 'react';
import { Input, Typography } from 'antd';
import { FormModal } from '../../shared/FormModal.tsx';
import type { AdminContactMessage } from './api.ts';
import { MESSAGES_AR as T } from './texts.ts';

/**
 * The reply dialog of a contact message (spec §5: send disabled while the reply is empty or
 * blank). `onSend` gets the trimmed reply; the dialog stays open while it runs and when it throws.
 * Mount it with a `key` per message so the text starts empty.
 */
export function ReplyDialog({
  message,
  onSend,
  onClose,
}: {
  message: AdminContactMessage | null;
  onSend: (reply: string) => Promise<void>;
  onClose: () => void;
}) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const blank = text.trim() === '';

  async function send() {
    if (blank) return;
    setSending(true);
    try {
      await onSend(text.trim());
    } catch {
      // The page toasts the server's error; the dialog keeps the text.
    } finally {
      setSending(false);
    }
  }

  return (
    <FormModal
      open={message !== null}
      title={T.replyTitle}
      onClose={onClose}
      testId="reply-dialog"
      submitText={T.send}
      submitTestId="reply-send"
      busy={sending}
      submitDisabled={blank}
      onSubmit={send}
    >
      {message && (
        <>
          <Typography.Paragraph style={{ marginBottom: 4 }}>
            {T.replyTo}: {message.name} (<span dir="ltr">{message.email}</span>)
          </Typography.Paragraph>
          <Typography.Paragraph type="secondary">
            {T.subject}: {message.subject}
          </Typography.Paragraph>
        </>
      )}
      <Input.TextArea
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={T.replyPlaceholder}
        data-testid="reply-text"
      />
    </FormModal>
  );
}
