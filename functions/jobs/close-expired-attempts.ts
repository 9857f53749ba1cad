import { closeExpiredAttempts } from '../exam/settle.ts';
import { logger } from '../lib/logger.ts';

/**
 * EventBridge, every minute (a timer locally): closes the attempts whose time ran out with nobody
 * watching. Each is closed by the same conditional transaction as a submit, so a candidate who
 * submits at the same moment wins or loses cleanly; the stream consumer does the rest.
 */
export const handler = async (): Promise<{ closed: number }> => {
  const closed = await closeExpiredAttempts(new Date());
  if (closed) logger.info('Closed expired attempts', { closed });
  return { closed };
};
