import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';

const functionsDir = fileURLToPath(new URL('../../functions/', import.meta.url));

/** Imports the very module Lambda runs, e.g. 'handlers/me' → functions/handlers/me.ts. */
export async function loadFunctionModule<T>(modulePath: string): Promise<T> {
  const file = resolve(functionsDir, `${modulePath}.ts`);
  if (!file.startsWith(functionsDir)) throw new Error(`Not a function module: ${modulePath}`);
  return (await import(/* @vite-ignore */ pathToFileURL(file).href)) as T;
}
