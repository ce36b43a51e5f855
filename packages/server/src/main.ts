// The production runner: configuration, database, migrations, demo link, HTTP, graceful close.
import { buildApp } from './app';
import { ConfigError, loadConfig, publicBaseUrl } from './config';
import { connect } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { findUserByEmail } from './accounts/repository';
import { ensureDemo, loginUrl } from './demo';
import { listGameLinks } from './gamelinks/repository';
import { backfillAgainstPar } from './par/backfill';
import { HOUSEKEEPING_EVERY_MS, sweepExpired } from './housekeeping';
import { sweepOutbox } from './mail/outbox';
import { sweepRetention } from './privacy/retention';
import { redirectUri } from './oidc/routes';
import { DEMO_TEACHER_EMAIL } from './teacher/demo-class';

const CLOSE_TIMEOUT_MS = 10_000;

async function main(): Promise<void> {
  const config = loadConfig();
  const database = connect(config.databaseUrl, {
    poolSize: config.databasePoolSize,
    checkpointInBackground: true,
    // Query times for GET /metrics; untimed (no cost) while metrics are off.
    timeQueries: config.metricsToken !== undefined,
  });
  await migrateToLatest(database.db);
  const backfilled = await backfillAgainstPar(database.db);
  if (backfilled > 0)
    process.stdout.write(`Worked out ${backfilled} earlier games' results against par.\n`);
  const demo = config.demoLink
    ? await ensureDemo(database.db, database.dialect, config, () =>
        process.stdout.write('Setting up the demo class: a dozen simulated students play...\n'),
      )
    : undefined;
  if (demo) {
    const { students, commands, ms } = demo.demoClass;
    process.stdout.write(
      `Demo class ready: ${students.length} students, ${commands} moves, in ${(ms / 1000).toFixed(1)} s.\n`,
    );
  }
  // On later starts the demo teacher is still there; their password was printed the first time.
  const demoTeacher = demo
    ? undefined
    : await findUserByEmail(database.db, DEMO_TEACHER_EMAIL).then((user) =>
        user?.role === 'teacher' ? user : undefined,
      );

  const app = await buildApp({
    config,
    database,
    logger: { level: config.logLevel },
  });
  app.addHook('onClose', async () => database.db.destroy());
  for (const provider of config.oidcProviders)
    process.stdout.write(
      `Sign in with ${provider.label}: set the redirect address ${redirectUri(config, provider.name)} in its console.\n`,
    );

  // After the expired rows, children's data past its retention time (decision 030), a bounded
  // amount each sweep.
  const sweepData = () =>
    sweepRetention(database.db, { retentionDays: config.dataRetentionDays }).then(
      (swept) => {
        if (swept.classes + swept.games + swept.accounts > 0)
          app.log.info(swept, 'housekeeping: data past its retention time deleted');
      },
      (error: unknown) =>
        app.log.warn(
          { err: error },
          'deleting data past its retention time failed; trying again later',
        ),
    );
  // Mails written to the outbox (no SMTP_URL) hold an address and a reset link: a week, then gone.
  const sweepMail = () =>
    config.smtpUrl
      ? undefined
      : sweepOutbox(config.outboxDir).then(
          (deleted) => {
            if (deleted > 0) app.log.info({ deleted }, 'housekeeping: old outbox mails deleted');
          },
          (error: unknown) => app.log.warn({ err: error }, 'clearing the outbox failed'),
        );
  const sweep = () =>
    sweepExpired(database.db, app.rateLimits)
      .then(
        (swept) => app.log.info(swept, 'housekeeping: expired rows deleted'),
        (error: unknown) => app.log.warn({ err: error }, 'housekeeping failed; trying again later'),
      )
      .then(sweepData)
      .then(sweepMail);
  void sweep();
  const housekeeping = setInterval(() => void sweep(), HOUSEKEEPING_EVERY_MS);
  housekeeping.unref();
  app.addHook('onClose', async () => clearInterval(housekeeping));

  let closing = false;
  const close = (signal: string) => {
    if (closing) return;
    closing = true;
    // /health/ready answers 503 from here, so a load balancer stops sending players.
    app.shuttingDown = true;
    app.log.info({ signal }, 'closing: finishing requests in flight');
    const timer = setTimeout(() => {
      app.log.error('close timed out; exiting');
      process.exit(1);
    }, CLOSE_TIMEOUT_MS);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'close failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => close('SIGINT'));
  process.on('SIGTERM', () => close('SIGTERM'));

  const address = await app.listen({ port: config.port, host: config.host });
  const port = Number(new URL(address).port);
  // With PORT=0 the system chose the port: mailed links name the one in use.
  config.publicUrl ??= config.port === 0 ? `http://localhost:${port}` : undefined;
  const links = (await listGameLinks(database.db)).filter((link) => link.is_game_active === 1);
  const teacherUrl = `${publicBaseUrl({ ...config, port })}/teacher`;
  const lines = [
    '',
    `Money Challenge is running on ${database.description}.`,
    `Open ${publicBaseUrl({ ...config, port })} in a browser.`,
    ...links
      .slice(0, 5)
      .map(
        (link) =>
          `  ${link.group_name ?? link.game_name}: ${loginUrl({ ...config, port }, link.id)}`,
      ),
    ...(demo
      ? [
          `Demo teacher: ${teacherUrl}  (${demo.teacher.email} / ${demo.teacher.password})`,
          `  The demo class has ${demo.demoClass.students.length} simulated students at different weeks, some stuck.`,
        ]
      : demoTeacher
        ? [
            `Demo teacher: ${teacherUrl}  (${DEMO_TEACHER_EMAIL})`,
            `  Its password was printed at the first start; for a new one: npm run admin -- reset-password ${DEMO_TEACHER_EMAIL}`,
          ]
        : []),
    'Press Ctrl+C to stop.',
    '',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
