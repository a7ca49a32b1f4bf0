import { useState } from 'react';
import { reportExport, useApi, type ReportFormat, type ReportKind } from '../../core';
import { saveBlob } from '../../core/ui/save-blob';

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
