import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { SAVED_NOT_YET_VISIBLE, SERVICE_UNAVAILABLE } from './problem.ts';
import { createConnectionMonitor, isUnreachableAnswer } from './reconnect.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('says reconnecting after a failed call, probes until the server answers, then says it is back', async () => {
  let serverUp = false;
  const probe = vi.fn(async () => serverUp);
  const monitor = createConnectionMonitor(probe, 1000);
  const changes: string[] = [];
  monitor.subscribe(() => changes.push(monitor.getState()));
  const reconnected = vi.fn();
  monitor.onReconnected(reconnected);

  monitor.reportUnreachable();
  monitor.reportUnreachable(); // a second failure neither repeats the notice nor doubles the probes
  expect(monitor.getState()).toBe('reconnecting');
  await vi.advanceTimersByTimeAsync(3000);
  expect(probe).toHaveBeenCalledTimes(3);
  expect(reconnected).not.toHaveBeenCalled();

  serverUp = true;
  await vi.advanceTimersByTimeAsync(1000);
  expect(monitor.getState()).toBe('online');
  expect(changes).toEqual(['reconnecting', 'online']);
  expect(reconnected).toHaveBeenCalledTimes(1);
  await vi.advanceTimersByTimeAsync(5000);
  expect(probe).toHaveBeenCalledTimes(4); // no probing once online
});

it('treats a probe that throws (no network) as still away', async () => {
  const monitor = createConnectionMonitor(() => Promise.reject(new TypeError('Failed to fetch')), 500);
  monitor.reportUnreachable();
  await vi.advanceTimersByTimeAsync(2000);
  expect(monitor.getState()).toBe('reconnecting');
});

it('counts only gateway and unavailable statuses as the server being away', () => {
  expect([500, 502, 503, 504, 404].map((status) => isUnreachableAnswer(status))).toEqual([
    false,
    true,
    true,
    true,
    false,
  ]);
});

it('counts a 503 that says what became of the request as an answer, not the server being away', () => {
  expect(isUnreachableAnswer(503, SERVICE_UNAVAILABLE)).toBe(true);
  expect(isUnreachableAnswer(503, SAVED_NOT_YET_VISIBLE)).toBe(false);
  expect(isUnreachableAnswer(503, 'Confirmation not sent')).toBe(false);
  expect(isUnreachableAnswer(503, 'CRM unavailable')).toBe(false);
  expect(isUnreachableAnswer(502, 'Bad gateway')).toBe(true);
});
