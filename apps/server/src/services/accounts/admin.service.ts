import { isTier } from '@mediaforge/shared';
import type { CreditsRepository } from '../../repositories/database/credits.repository.js';
import type { UsageRow, UsersRepository } from '../../repositories/database/users.repository.js';
import { utcDay } from '../credits/utc-day.js';
import { randomId } from '../random-id.js';

/**
 * The operator commands behind `npm run admin` (cli/admin.ts): grant pay-as-you-go credits, set an
 * account's tier, and show today's usage. Each answers one line of text for the terminal.
 */
export interface AdminService {
  run(args: readonly string[]): Promise<string>;
}

export const ADMIN_USAGE =
  'usage: npm run admin -- grant-credits <email> <n> | set-tier <email> <FREE|PAID> | usage [YYYY-MM-DD]';

export class AdminUsageError extends Error {}

export function createAdminService(deps: {
  readonly users: UsersRepository;
  readonly credits: Pick<CreditsRepository, 'grant'>;
  readonly now: () => number;
}): AdminService {
  const userOf = async (email: string | undefined) => {
    const user = email ? await deps.users.findByEmail(email) : undefined;
    if (!user) throw new AdminUsageError(`no account with the email ${email ?? '(none)'}`);
    return user;
  };
  const formatUsage = (rows: readonly UsageRow[]) =>
    rows.map((r) => `  ${r.owner.padEnd(60)} ${String(r.used)}`).join('\n');

  return {
    async run([command, ...rest]) {
      switch (command) {
        case 'grant-credits': {
          const amount = Number(rest[1]);
          if (!Number.isInteger(amount) || amount <= 0)
            throw new AdminUsageError('n must be a positive whole number');
          const user = await userOf(rest[0]);
          await deps.credits.grant({
            userId: user.id,
            source: 'payg',
            amount,
            kind: 'grant',
            ref: `admin:${randomId()}`,
            now: deps.now(),
          });
          const after = await userOf(rest[0]);
          return `${after.email}: ${String(after.paygCredits)} pay-as-you-go and ${String(after.subscriptionCredits)} subscription credits`;
        }
        case 'set-tier': {
          const tier = (rest[1] ?? '').toUpperCase();
          if (!isTier(tier) || tier === 'ANONYMOUS') throw new AdminUsageError('tier must be FREE or PAID');
          const user = await userOf(rest[0]);
          await deps.users.setTier(user.id, tier);
          return `${user.email} is now ${tier}`;
        }
        case 'usage': {
          const day = rest[0] ?? utcDay(deps.now());
          if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new AdminUsageError('the day is YYYY-MM-DD');
          const [rows, counts] = await Promise.all([deps.users.usageOn(day), deps.users.count()]);
          const spent = rows.reduce((sum, r) => sum + r.used, 0);
          return [
            `accounts: ${String(counts.users)} (${String(counts.paid)} paid)`,
            `daily credits used on ${day}: ${String(spent)} by ${String(rows.length)} owners`,
            formatUsage(rows),
          ]
            .filter(Boolean)
            .join('\n');
        }
        default:
          throw new AdminUsageError(ADMIN_USAGE);
      }
    },
  };
}
