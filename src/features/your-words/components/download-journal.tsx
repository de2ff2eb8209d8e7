import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { serverMessage } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast-store.ts';
import { downloadJournal, type ExportFormat } from '../api.ts';

/** "Download my journal": every entry, reflection and message that is yours, as a file you keep. */
export function DownloadJournal({ compact = false }: { compact?: boolean }) {
  const [busy, setBusy] = useState<ExportFormat | null>(null);
  const download = async (format: ExportFormat) => {
    setBusy(format);
    try {
      await downloadJournal(format);
    } catch (err) {
      toast({ title: 'Download failed', description: serverMessage(err), variant: 'destructive' });
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label="Download my journal">
      <button
        type="button"
        className={`btn btn-outline ${compact ? 'btn-sm' : ''}`}
        disabled={busy !== null}
        onClick={() => void download('markdown')}
      >
        {busy === 'markdown' ? (
          <span className="loading loading-spinner loading-sm" aria-hidden="true" />
        ) : (
          <Download aria-hidden="true" className="size-4" />
        )}
        Download my journal
      </button>
      <button
        type="button"
        className={`btn btn-ghost ${compact ? 'btn-sm' : ''}`}
        disabled={busy !== null}
        onClick={() => void download('json')}
      >
        {busy === 'json' && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
        As JSON
      </button>
    </div>
  );
}
