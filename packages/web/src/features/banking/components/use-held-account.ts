import { useStatement } from '../../../lib/account-statement';
import { kindOfAccount, useBankAccounts, useInvestments } from '../../../lib/payment-sources';

/**
 * One of the player's accounts or investments by id, its statement, and the first other
 * transaction account (where its balance goes when it closes: spec part 1 section 4).
 */
export function useHeldAccount(id: string) {
  const accounts = useBankAccounts();
  const investments = useInvestments();
  const all = [...(accounts.data ?? []), ...(investments.data ?? [])];
  const account = all.find((candidate) => candidate.ID === id);
  const statement = useStatement(account?.AppInstanceID, account ? id : undefined);
  const closeTarget = (accounts.data ?? []).find(
    (candidate) => candidate.ID !== id && kindOfAccount(candidate.AccountType) === 'transaction',
  );
  const error = accounts.error ?? investments.error ?? statement.error;
  const isPending =
    accounts.isPending || investments.isPending || (account !== undefined && statement.isPending);
  const refetch = () => {
    void accounts.refetch();
    void investments.refetch();
    if (account) void statement.refetch();
  };
  return { account, statement: statement.data, closeTarget, error, isPending, refetch };
}
