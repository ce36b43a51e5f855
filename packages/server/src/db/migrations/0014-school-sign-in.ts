import type { Kysely } from 'kysely';

// Signing in with the school's own accounts (issue 31, decision 026): which provider account is
// whose, and the two short-lived records of a sign-in in flight. Nothing from a provider is kept
// beyond the sign-in but the account's subject (its id there).
//
//   user_identities  a provider's account (issuer's subject) and the user it signs in
//   oidc_sign_ins    a sign-in sent to the provider: its state, nonce and PKCE verifier, read
//                    once when the provider sends the student back
//   oidc_handoffs    the one-time code the browser trades for the server's own token after the
//                    callback (so no token travels in an address)
//   game_links       sign_in_provider: the provider a link's students must sign in with, or
//                    null; email_domains: the e-mail domains it accepts (comma-separated), or null

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('game_links').addColumn('sign_in_provider', 'varchar(40)').execute();
  await db.schema.alterTable('game_links').addColumn('email_domains', 'text').execute();
  await db.schema
    .createTable('user_identities')
    .addColumn('provider', 'varchar(40)', (col) => col.notNull())
    .addColumn('subject', 'varchar(255)', (col) => col.notNull())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('user_identities_pk', ['provider', 'subject'])
    .execute();
  await db.schema
    .createTable('oidc_sign_ins')
    .addColumn('state', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('provider', 'varchar(40)', (col) => col.notNull())
    .addColumn('nonce', 'varchar(64)', (col) => col.notNull())
    .addColumn('code_verifier', 'varchar(128)', (col) => col.notNull())
    .addColumn('game_link_id', 'varchar(36)')
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('oidc_handoffs')
    .addColumn('code_hash', 'varchar(64)', (col) => col.primaryKey())
    .addColumn('user_id', 'varchar(36)', (col) => col.notNull().references('users.id'))
    .addColumn('role', 'varchar(16)', (col) => col.notNull())
    .addColumn('game_link_id', 'varchar(36)')
    .addColumn('expires_at', 'bigint', (col) => col.notNull())
    .execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('oidc_handoffs').execute();
  await db.schema.dropTable('oidc_sign_ins').execute();
  await db.schema.dropTable('user_identities').execute();
  await db.schema.alterTable('game_links').dropColumn('email_domains').execute();
  await db.schema.alterTable('game_links').dropColumn('sign_in_provider').execute();
}
