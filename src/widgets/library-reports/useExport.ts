import { useState } from 'react';
import { reportExport, useApi, type ReportFormat, type ReportKind } from '../../core';

/** Saves a blob under a name: an object URL on a link clicked once, then let go. */
function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Revoked after the click has started the download, not before.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The report's export as a file, and whether the last one failed. */
export function useExport(
  kind: ReportKind,
  request: { from?: string; to?: string; department?: number },
) {
  const api = useApi();
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const download = async (format: ReportFormat) => {
    setFailed(false);
    setBusy(true);
    try {
      const blob = await reportExport(api, kind, format, request);
      const range = request.from ? `-${request.from}-${request.to}` : '';
      if (blob) saveBlob(blob, `report-${kind}${range}.${format}`);
      else setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return { download, failed, busy };
}
