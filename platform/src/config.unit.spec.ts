import { expect, it } from 'vitest';
import { loadConfig } from './config.ts';

it('takes a variable set to nothing as not set (DATABASE_URL= npm start runs the embedded database)', () => {
  const config = loadConfig({ DATABASE_URL: '', SMTP_URL: '', PORT: '' });
  expect(config.DATABASE_URL).toBeUndefined();
  expect(config.SMTP_URL).toBeUndefined();
  expect(config.PORT).toBe(3000);
});

it('still refuses a value that is there but wrong, naming the variable', () => {
  expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
});
