import { createHash } from 'node:crypto';

/**
 * A statement PostgreSQL parses once per connection and may plan once (a named prepared
 * statement): for the short, constant queries every command and runner batch sends. Measured on
 * the command path, PostgreSQL spent more time planning such queries than running them (the
 * read-your-writes look-up: 0.53 ms of planning for 0.13 ms of work). The name comes from the
 * text, so one text is one statement on every connection, and two texts never share a name.
 *
 * Only for text that is constant, or one of a few shapes: each distinct text stays prepared on
 * every pooled connection for as long as the connection lives, and named here for the process's. PostgreSQL re-plans by itself when a table it reads is
 * replaced (a fresh-table rebuild) or analysed.
 */
export type PreparedStatement = { readonly name: string; readonly text: string };

/** Each text's statement, named once: texts built per request (the learner reads) repeat. */
const statements = new Map<string, PreparedStatement>();

export const preparedStatement = (text: string): PreparedStatement => {
  let statement = statements.get(text);
  if (!statement) {
    const name = `zen_${createHash('sha256').update(text).digest('hex').slice(0, 20)}`;
    statements.set(text, (statement = { name, text }));
  }
  return statement;
};
