import { preparedStatement, type Pool } from '@zen/platform';

const DRAW_IDS = preparedStatement("SELECT nextval('content_id_seq') AS id FROM generate_series(1, $1::int)");

/**
 * `count` new content ids in one round trip. They come from a sequence, so they are unique across
 * replicas before any event exists.
 */
export const drawContentIds = async (pool: Pool, count: number): Promise<number[]> =>
  (await pool.query<{ id: number }>(DRAW_IDS, [count])).rows.map((row) => row.id);

/**
 * New content ids, one per call (drawContentIds). Creations arriving in the same turn of the
 * event loop share one draw, and those arriving while a draw is on its way wait for the next one,
 * which draws one id for each of them in a single round trip: an import or several admins saving
 * at once cost one or two round trips, not one each. Every id drawn goes to a creation that asked
 * for it, so a burst leaves no more gaps in the numbering than one at a time would.
 */
export const contentIdSource = (pool: Pool): (() => Promise<number>) => {
  type Waiting = { resolve: (id: number) => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let drawing = false;

  const draw = async (): Promise<void> => {
    while (waiting.length > 0) {
      const batch = waiting;
      waiting = [];
      try {
        const ids = await drawContentIds(pool, batch.length);
        batch.forEach((creation, index) => creation.resolve(ids[index]!));
      } catch (error) {
        for (const creation of batch) creation.reject(error);
      }
    }
    drawing = false;
  };

  return () =>
    new Promise<number>((resolve, reject) => {
      waiting.push({ resolve, reject });
      if (drawing) return;
      // Drawn at the end of this turn of the event loop, for every creation that arrived in it
      // (the requests read from the sockets together): those then append together as well.
      drawing = true;
      setImmediate(() => void draw());
    });
};
