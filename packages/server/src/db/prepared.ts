import type { Compilable, CompiledQuery } from 'kysely';
import { sqliteConnectionOf, type Db } from './connect';
import { nameStatement } from './pg-statements';

// Building and compiling a Kysely query costs more than running a simple read on SQLite. A hot
// query is therefore built once per database with a marker in place of each parameter, and later
// calls only swap the real values in. On SQLite, the statement then runs straight on the
// connection when that is safe (see sqliteConnectionOf); on PostgreSQL it runs as a named
// statement, parsed once per connection (pg-statements.ts).

class Param {
  constructor(readonly name: string) {}
}

type Params<K extends string> = Record<K, unknown>;

export function preparedQuery<K extends string, Row>(
  names: readonly K[],
  build: (db: Db, params: Record<K, never>) => Compilable<Row>,
): (db: Db, params: Params<K>) => Promise<Row[]> {
  // Keyed by the dialect's adapter, which a database and its transactions share.
  const compiledByDb = new WeakMap<object, CompiledQuery<Row>>();
  const markers = Object.fromEntries(
    names.map((name) => [name, new Param(name)]),
  ) as unknown as Record<K, never>;
  return async (db, params) => {
    const adapter = db.getExecutor().adapter;
    let compiled = compiledByDb.get(adapter);
    if (!compiled) {
      compiled = build(db, markers).compile();
      compiledByDb.set(adapter, compiled);
      nameStatement(compiled.sql);
    }
    const parameters = compiled.parameters.map((value) =>
      value instanceof Param ? params[value.name as K] : value,
    );
    const sqlite = sqliteConnectionOf(db);
    if (sqlite) {
      const statement = sqlite.prepare(compiled.sql);
      if (db.isTransaction) {
        // This transaction holds the connection: run any statement straight away.
        if (statement.reader) return statement.all(parameters) as Row[];
        statement.run(parameters);
        return [];
      }
      if (statement.reader && !sqlite.inTransaction) return statement.all(parameters) as Row[];
    }
    const result = await db.executeQuery<Row>({ ...compiled, parameters });
    return result.rows;
  };
}
