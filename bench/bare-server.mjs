// The ceiling: a bare node:http server answering GET /api/m/gamelink with the same JSON, read
// from the same SQLite file with better-sqlite3 and no framework, validation or logging.
import { createServer } from 'node:http';
import Database from 'better-sqlite3';

const [, , file, port] = process.argv;
const db = new Database(file, { readonly: true });
const select = db.prepare(
  `SELECT l.*, g.total_weeks FROM game_links l JOIN games g ON g.id = l.game_id WHERE l.id = ?`,
);

const server = createServer((request, response) => {
  const url = new URL(request.url, 'http://x');
  const row = select.get(url.searchParams.get('GameLinkID'));
  const body = row
    ? {
        Success: true,
        Messages: [],
        Results: {
          GameLinkID: row.id,
          GameID: row.game_id,
          Theme: row.theme,
          GroupName: row.group_name,
          GroupYear: row.group_year,
          GroupSubject: row.group_subject,
          IsGameActive: row.is_game_active === 1,
          MaxGames: row.max_games,
          TotalWeeks: row.total_weeks,
        },
      }
    : { Success: false, Messages: ['Game link ID not found'], Results: null };
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
});
server.listen(Number(port), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
