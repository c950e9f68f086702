import { readAccessToken } from '../../auth';
import { saveFile } from '../../../ui/save-file';

/**
 * The back office's file transfers, which GraphQL does not carry: multipart uploads (product and
 * collection pictures, the catalogue CSV) and CSV downloads, sent to the REST adapter with the
 * session's bearer token. Answers the server's `{success, message, data}` or throws its message.
 */
export class UploadRefused extends Error {
  constructor(message: string, readonly problems: Array<{ row: number; column: string | null; message: string }> = []) {
    super(message);
  }
}

const TIMEOUT_MS = 60_000;

function authHeaders(): Record<string, string> {
  const token = readAccessToken();
  return token ? { authorization: `Bearer ${token}` } : {};
}

export async function uploadFiles<T>(path: string, field: string, files: readonly File[], fields: Record<string, string> = {}): Promise<{ message: string; data: T }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(field, file, file.name);
  let res: Response;
  try {
    res = await fetch(`/api${path}`, { method: 'POST', body: form, headers: authHeaders(), signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch {
    throw new UploadRefused('Failed to connect to server. Please check your internet connection.');
  }
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: T; errors?: UploadRefused['problems'] } | null;
  if (!res.ok || !body?.success) throw new UploadRefused(body?.message ?? 'The upload failed. Please try again.', body?.errors ?? []);
  return { message: body.message ?? '', data: body.data as T };
}

/** Download a CSV from the back office and hand it to the browser as a file. */
export async function downloadCsv(path: string, fallbackName: string): Promise<void> {
  const res = await fetch(`/api${path}`, { headers: authHeaders(), signal: AbortSignal.timeout(TIMEOUT_MS) });
  if (!res.ok) throw new UploadRefused('The download failed. Please try again.');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  saveFile(await res.blob(), name);
}
