import { setTimeout as sleep } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { stopWithin } from './stop-within.ts';

it('answers the stop’s own exit code when it finishes in time', async () => {
  expect(
    await stopWithin(1_000, async (step) => {
      step('closing');
      await sleep(5);
      return 0;
    }),
  ).toEqual({ code: 0 });
  expect(await stopWithin(1_000, () => Promise.resolve(1))).toEqual({ code: 1 });
});

it('gives up at the deadline with code 1 and names the step that never finished', async () => {
  const outcome = await stopWithin(50, async (step) => {
    step('closing HTTP connections');
    await sleep(1);
    step('ending the database pool');
    return new Promise<number>(() => undefined);
  });
  expect(outcome).toEqual({ code: 1, hungOn: 'ending the database pool' });
});
