import type { ContentFormInput } from '@zen/contracts';
import type { Pool } from '@zen/platform';
import { inOrder, timerFor, type OneAtATimeDeps, type TimedCommand } from './one-at-a-time.ts';

/**
 * Staff's other content commands (spec §6, Data Recovery), one after another on the run's most
 * recent items: each replaced by a new form, renamed, deleted, restored, then put back as it was
 * first created. Each answers once the catalogue shows it, as a creation does.
 */
const ITEMS = 50;

type Deps = OneAtATimeDeps & {
  pool: Pool;
  /** The forms the items are replaced by, one each. */
  forms: readonly ContentFormInput[];
};

/** The newest items: the bench's own creations, so the catalogue it searches keeps its shape. */
const newestItems = async (pool: Pool): Promise<number[]> =>
  (
    await pool.query<{ id: number }>('SELECT id FROM content_catalogue ORDER BY id DESC LIMIT $1', [ITEMS])
  ).rows.map((row) => row.id);

export const measureContentEdits = async (deps: Deps): Promise<TimedCommand[]> => {
  const ids = await newestItems(deps.pool);
  if (ids.length < ITEMS || deps.forms.length < ITEMS)
    throw new Error(`Content edits need ${ITEMS} items and forms`);
  const items = ids.map((id, index) => ({ id, form: deps.forms[index]! }));
  const each = timerFor(deps, items, 'items');
  return inOrder([
    () =>
      each('replaced', '`PUT /api/content/{id}`, the whole form', ({ id, form }) => ({
        method: 'PUT',
        path: `/api/content/${id}`,
        body: form,
      })),
    () =>
      each('renamed', '`PATCH /api/content/{id}`, the title', ({ id }) => ({
        method: 'PATCH',
        path: `/api/content/${id}`,
        body: { title: `Renamed item ${id}` },
      })),
    () =>
      each('deleted', '`DELETE /api/content/{id}`', ({ id }) => ({
        method: 'DELETE',
        path: `/api/content/${id}`,
      })),
    () =>
      each('restored', '`POST /api/admin/content/{id}/restore` (Data Recovery)', ({ id }) => ({
        path: `/api/admin/content/${id}/restore`,
        body: {},
        expect: 200,
      })),
    () =>
      each(
        'first version restored',
        '`POST /api/admin/content/{id}/versions/1/restore` (Data Recovery), back to the item as created',
        ({ id }) => ({ path: `/api/admin/content/${id}/versions/1/restore`, body: {}, expect: 200 }),
      ),
  ]);
};
