import { errorBodySchema } from '#shared/api/errors';
import { accessToken } from './amplify.ts';
import { ApiError } from './api-error.ts';

/**
 * Downloads a file an API route answers (a CSV export) with the session's token: fetched, then
 * saved under the name the server gives in Content-Disposition (else `fallbackName`).
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<string> {
  const token = await accessToken();
  const response = await fetch(`/api${path}`, { headers: { ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  if (!response.ok) {
    const parsed = errorBodySchema.safeParse(await response.json().catch(() => undefined));
    throw new ApiError(response.status, parsed.success ? parsed.data.error : 'unknown', parsed.success ? parsed.data.message : `Download failed (${response.status})`);
  }
  const blob = await response.blob();
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}
