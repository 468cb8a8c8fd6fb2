import { pino, type Logger } from 'pino';

export type { Logger };

/**
 * Structured logs. Credentials never reach them: request bodies are not logged, and the paths
 * below are redacted wherever a caller passes such an object by mistake.
 */
export const createLogger = (level: string, name = 'portal'): Logger =>
  pino({
    name,
    level,
    // A person at a terminal reads lines; anything else (a file, a log collector) gets JSON.
    ...(process.stdout.isTTY && level !== 'silent'
      ? {
          transport: {
            target: 'pino-pretty',
            options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
    redact: {
      paths: [
        'password',
        '*.password',
        'passwordHash',
        '*.passwordHash',
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        'token',
        '*.token',
      ],
      censor: '[redacted]',
    },
  });
