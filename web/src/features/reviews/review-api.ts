import { describeFailure, readAccessToken } from '../auth';

/** The server's words for a refused review, vote or alert when it gave them (a 4xx), else `fallback`. */
export function reviewRefusal(error: unknown, fallback: string): string {
  if (error instanceof PhotoUploadRefused) return error.message;
  const { status, serverMessage } = describeFailure(error);
  if (serverMessage && status !== null && status >= 400 && status < 500) return serverMessage;
  return fallback;
}

export class PhotoUploadRefused extends Error {}

export interface UploadedPhoto {
  key: string;
  url: string;
  thumbnailUrl: string;
}

/** Review photos go to REST as multipart (GraphQL carries no files); the keys come back for the review. */
export async function uploadReviewPhotos(productId: string, files: readonly File[]): Promise<UploadedPhoto[]> {
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  const token = readAccessToken();
  let res: Response;
  try {
    res = await fetch(`/api/products/${encodeURIComponent(productId)}/reviews/photos`, { method: 'POST', body: form, headers: token ? { authorization: `Bearer ${token}` } : {}, signal: AbortSignal.timeout(60_000) });
  } catch {
    throw new PhotoUploadRefused('Failed to connect to server. Please check your internet connection.');
  }
  const body = (await res.json().catch(() => null)) as { success?: boolean; message?: string; data?: UploadedPhoto[] } | null;
  if (!res.ok || !body?.success || !body.data) throw new PhotoUploadRefused(body?.message ?? 'The photos could not be uploaded. Please try again.');
  return body.data;
}
