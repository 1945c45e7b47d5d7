import { Download, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { useTranslation } from 'react-i18next';
import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { actionFailureMessage, saidBySessionExpiry } from '../rules/failure-message';
import { type DownloadKind, downloadFailedMessage, downloadFileName } from '../rules/download-name';

/**
 * Fetches a paid file with the session and saves it under its download name (docs/product.md,
 * "Downloads").
 */
async function downloadFile(filePath: string, itemName: string, kind: DownloadKind): Promise<void> {
  const blob = await apiDownload('/v1/modules/download', { query: { filePath } });
  saveBlob(blob, downloadFileName(itemName, kind));
}

interface DownloadButtonProps {
  filePath: string;
  /** The note's, test's or video's name: the saved file is named after it. */
  itemName: string;
  kind: DownloadKind;
  label: string;
  /** Id of the item's heading, so screen readers hear which item the button belongs to. */
  describedBy?: string;
  /** Extra classes (spacing) on top of the outline button. */
  className?: string;
}

/** A PDF download: 'Downloading...' while it runs, then the fixed toast either way. */
export function DownloadButton({ filePath, itemName, kind, label, describedBy, className = '' }: DownloadButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    if (pending) return;
    setPending(true);
    try {
      await downloadFile(filePath, itemName, kind);
      toast.success(t('libraries.downloads.started'));
    } catch (error) {
      if (!saidBySessionExpiry(error)) toast.error(actionFailureMessage(error, downloadFailedMessage(kind, t)));
    } finally {
      setPending(false);
    }
  };

  return (
    <button
      type="button"
      onClick={() => void onClick()}
      // Not `disabled`: a disabled button drops the keyboard focus, and the learner would have to
      // find their place again after every download.
      aria-disabled={pending || undefined}
      aria-busy={pending || undefined}
      aria-describedby={describedBy}
      className={`btn btn-outline aria-disabled:cursor-wait aria-disabled:opacity-60 ${className}`}
    >
      {pending ? (
        <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
      ) : (
        <Download className="size-4" aria-hidden="true" />
      )}
      {pending ? t('libraries.downloads.downloading') : label}
    </button>
  );
}
