/**
 * npm run admin -- grant EMAIL | revoke EMAIL | list | verify-ledger [--limit=N] | restore-check
 * Same settings as the server: DATABASE_URL, or the embedded database under FRE_DATA_DIR
 * (reused while `npm start` runs, started and stopped around the command otherwise).
 */
import { loadConfig } from '#server/config.ts';
import { migrate } from '#server/db/migrate.ts';
import { openDatabaseServer } from '#server/db/open-database.ts';
import { createDatabase } from '#server/db/pool.ts';
import { revokeAdminAccess } from '#server/modules/admin-gate/admin-gate.repository.ts';
import { appendAudit } from '#server/modules/audit/audit.repository.ts';
import { hasSignInSecondFactor } from '#server/modules/account/two-step/second-factor-gate.ts';
import { listAdmins, setRole } from '#server/modules/users/admin-role.repository.ts';
import { findUserByEmail } from '#server/modules/users/users.repository.ts';
import { restoreCheckCommand } from './restore-check.ts';
import { verifyLedgerCommand } from './verify-ledger.ts';

const USAGE = 'usage: npm run admin -- grant EMAIL | revoke EMAIL | list | verify-ledger [--limit=N] | restore-check';
const COMMANDS = ['grant', 'revoke', 'list', 'verify-ledger', 'restore-check'];

async function run(args: string[]): Promise<number> {
  const [command, email] = args;
  if (!command || !COMMANDS.includes(command) || ((command === 'grant' || command === 'revoke') && !email)) {
    console.error(USAGE);
    return 2;
  }
  const config = loadConfig();
  const server = await openDatabaseServer(config, (message) => console.log(message));
  const db = createDatabase(server.url, { max: 1 });
  try {
    // The checks read the database as they find it: migrating would fill a restore target.
    if (command === 'verify-ledger') return await verifyLedgerCommand(db, args.slice(1));
    if (command === 'restore-check') return await restoreCheckCommand(db, server.url);
    await migrate(db);
    if (command === 'list') {
      const admins = await listAdmins(db);
      console.log(admins.length ? admins.map((a) => `${a.email}\t${a.nickname}`).join('\n') : 'no administrator yet');
      return 0;
    }
    const role = command === 'grant' ? 'admin' : 'user';
    const address = email!.trim().toLowerCase();
    // The back office opens only with a second factor (decisions 024, 039): an account whose
    // password alone would become an admin's is refused here, before anything changes.
    if (role === 'admin') {
      const account = await findUserByEmail(db, address);
      if (account && !(await hasSignInSecondFactor(db, account.id))) {
        console.error(`${email} has no second factor: sign in as that account and turn on two-step sign-in (an authenticator app) or add a passkey in Profile → Security, then grant again`);
        return 1;
      }
    }
    const updated = await db.transaction(async (tx) => {
      const now = new Date();
      const userId = await setRole(tx, address, role, now);
      if (userId) {
        if (role === 'user') await revokeAdminAccess(tx, userId);
        await appendAudit(tx, { actorId: null, actorLabel: 'cli', action: role === 'admin' ? 'admin_granted' : 'admin_revoked', targetType: 'user', targetId: userId, after: { role }, now });
      }
      return userId;
    });
    if (!updated) {
      console.error(`no account with the email ${email}`);
      return 1;
    }
    console.log(`${email} is now ${role === 'admin' ? 'an administrator' : 'a regular user'}`);
    return 0;
  } finally {
    await db.close();
    await server.stop();
  }
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
