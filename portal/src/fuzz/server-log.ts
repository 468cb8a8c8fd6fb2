import { pino } from 'pino';
import type { Logger } from '@zen/platform';

/**
 * A logger for the portal under fuzz that keeps its warnings and errors in memory: a 5xx is
 * reported with the error the server logged for it (message and first stack frames), not just
 * "500", and the run ends with what else the server complained about.
 */
export const capturingLogger = (): { logger: Logger; drain: () => string[] } => {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => void lines.push(line) });
  const summary = (line: string): string => {
    const entry = JSON.parse(line) as { msg?: string; err?: { message?: string; stack?: string } };
    const stack = entry.err?.stack
      ?.split('\n')
      .slice(1, 4)
      .map((frame) => frame.trim())
      .join(' < ');
    return `${entry.msg ?? ''}: ${entry.err?.message ?? ''}${stack ? ` (${stack})` : ''}`;
  };
  return { logger, drain: () => lines.splice(0).map(summary) };
};
