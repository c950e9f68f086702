import { readAccessToken } from '../../auth';
import { saveFile } from '../../../ui/save-file';

/**
 * Open a back-office document (a credit note, an export) from its admin REST route, which checks the
 * permission with the session: HTML in a new tab, or the PDF saved under `pdfName`.
 */
export async function openDocument(url: string, pdfName: string | null, fail: (message: string) => void, what = 'the document') {
  const tab = pdfName ? null : window.open('', '_blank');
  try {
    const token = readAccessToken();
    const res = await fetch(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    if (pdfName) {
      saveFile(blob, pdfName);
      return;
    }
    const href = URL.createObjectURL(blob);
    if (tab) tab.location.href = href;
    setTimeout(() => URL.revokeObjectURL(href), 60_000);
  } catch {
    tab?.close();
    fail(`Failed to open ${what}`);
  }
}
