import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ConsoleApi, EnrolmentExport } from './console-api';

/** The exports offered, each with its button's text key and the file name's ending. */
const EXPORTS: readonly { kind: EnrolmentExport; label: string; suffix: string }[] = [
  { kind: 'fhir', label: 'console.exports.fhir', suffix: 'fhir.json' },
  { kind: 'consent-records', label: 'console.exports.consentRecords', suffix: 'consent-records.json' },
];

/** Hands `blob` to the browser as a download named `filename`. */
function saveFile(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the address after the click returns: free it on the next task, not now.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Buttons that download a submitted enrolment's FHIR bundle and its consent records as files named by the enrolment
 * id only (no member data in a file name, which travels further than its content). Each download is an audited export.
 */
export function ExportDownloads({ api, id, onFailure }: { api: ConsoleApi; id: string; onFailure: (error: unknown) => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<EnrolmentExport | undefined>();
  async function download(kind: EnrolmentExport, suffix: string) {
    setBusy(kind);
    try {
      saveFile(await api.exportFile(id, kind), `enrolment-${id}.${suffix}`);
    } catch (caught) {
      onFailure(caught);
    } finally {
      setBusy(undefined);
    }
  }
  return (
    <>
      <p className="field-description">{t('console.exports.hint')}</p>
      <p className="export-buttons">
        {EXPORTS.map(({ kind, label, suffix }) => (
          <button key={kind} type="button" className="button button-secondary" aria-busy={busy === kind} disabled={busy !== undefined} onClick={() => void download(kind, suffix)}>{t(label)}</button>
        ))}
      </p>
    </>
  );
}
