import type pg from 'pg';

// Named statements on PostgreSQL (issue 34, decision 035). node-postgres sends every query as an
// unnamed statement, which PostgreSQL parses and plans again each time: for the hot path's short
// statements that is a good part of the database's CPU, and for a board's joins the plan costs as
// much as the run. A statement whose text never changes (preparedQuery's) is given a name, so each
// connection parses it once and PostgreSQL may keep its plan. Only those texts are named: a query
// built afresh with a varying list would otherwise leave a statement behind per variant.

const names = new Map<string, string>();

/** Marks a statement's text as fixed: from now on it runs as a named statement on PostgreSQL. */
export function nameStatement(text: string): void {
  if (!names.has(text)) names.set(text, `mc_${names.size + 1}`);
}

type Query = (config: unknown, values?: unknown, callback?: unknown) => unknown;

/** A new connection of the pool runs the named texts as named statements (pool.on('connect')). */
export function runNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as Query;
  (client as unknown as { query: Query }).query = (config, values, callback) => {
    if (typeof config === 'string' && Array.isArray(values) && callback === undefined) {
      const name = names.get(config);
      if (name) return query({ name, text: config, values });
    }
    return query(config, values, callback);
  };
}
