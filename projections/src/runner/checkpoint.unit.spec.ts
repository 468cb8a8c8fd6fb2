import { describe, expect, it } from 'vitest';
import { compareCheckpoints, parseCheckpointPayload } from './checkpoint.ts';

describe('checkpoint notifications', () => {
  it('say which projection moved and to where, which waiting commands compare in memory', () => {
    const { name, checkpoint } = parseCheckpointPayload('learner-favourites 812 40321');
    expect(name).toBe('learner-favourites');
    expect(checkpoint).toEqual({ transactionId: '812', globalPosition: 40321 });
    // Passed: a later transaction, or the same one at or after the event.
    expect(compareCheckpoints(checkpoint!, { transactionId: '811', globalPosition: 40400 })).toBe(1);
    expect(compareCheckpoints(checkpoint!, { transactionId: '812', globalPosition: 40321 })).toBe(0);
    expect(compareCheckpoints(checkpoint!, { transactionId: '813', globalPosition: 40000 })).toBe(-1);
  });

  it('leave the place unsaid when the payload does not carry it, so the database is asked', () => {
    expect(parseCheckpointPayload('')).toEqual({ name: '' });
    expect(parseCheckpointPayload('analytics')).toEqual({ name: 'analytics' });
    expect(parseCheckpointPayload('analytics 12 x')).toEqual({ name: 'analytics' });
  });
});
