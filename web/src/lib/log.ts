import { useEffect } from 'react';

/**
 * Some failures are only logged (the announcement strip and the offerings): the page goes on
 * without that piece and the console keeps the reason for whoever investigates.
 */
export function useLoggedError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`${what}:`, error);
  }, [error, what]);
}
