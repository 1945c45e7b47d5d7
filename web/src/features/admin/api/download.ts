import { apiDownload } from '@/lib/api-client';
import { saveBlob } from '@/lib/save-file';
import { fileNameOf } from '../model/record';

/** A paid or private file (PDFs, answers) by its storage key, fetched with the bearer header. */
function fetchFile(key: string): Promise<Blob> {
  return apiDownload('/v1/modules/download', { query: { filePath: key } });
}

export async function downloadFile(key: string, fileName = fileNameOf(key)): Promise<void> {
  saveBlob(await fetchFile(key), fileName);
}

/**
 * Opens a PDF in a new tab. The tab is opened at once, inside the click, so no pop-up blocker
 * stops it; the file follows when it has arrived. Without a tab (blocked anyway) it downloads.
 */
export async function openFile(key: string): Promise<void> {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  try {
    const blob = await fetchFile(key);
    if (!tab) {
      saveBlob(blob, fileNameOf(key));
      return;
    }
    const url = URL.createObjectURL(blob);
    tab.location.href = url;
    // The tab has loaded the file well before then.
    window.setTimeout(() => URL.revokeObjectURL(url), 5 * 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}

/** A CSV (leads export, question template) from an admin call, saved under `fileName`. */
export async function downloadCsv(
  path: string,
  fileName: string,
  query?: Record<string, string | undefined>,
): Promise<void> {
  saveBlob(await apiDownload(path, { query }), fileName);
}
