import { useState } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { AR } from '../texts.ts';
import { serverErrorText } from './admin-api.ts';
import { downloadCsvExport } from './csv-download.ts';

/**
 * The 'تصدير CSV' button of an admin list: downloads `{path}/export?{query}` (the
 * list's current filters, search and sort) under the server's file name; spins meanwhile; a
 * failure toasts 'فشل في تصدير البيانات' with the server's text.
 */
export function ExportButton({
  path,
  query,
  fileName,
  testId,
}: {
  path: string;
  query: string;
  /** The name used when the server gives none (without .csv). */
  fileName: string;
  testId: string;
}) {
  const { notification } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await downloadCsvExport(path, query, fileName);
    } catch (error) {
      notification.error({ title: AR.list.exportFailed, description: serverErrorText(error) ?? undefined });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()} data-testid={testId}>
      {AR.list.export}
    </Button>
  );
}
