import type { withdrawalMinimums } from '@fre/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '#web/lib/api-client.ts';
import { formatNanoExact } from '#web/lib/format.ts';

export type WithdrawalMinimums = z.infer<typeof withdrawalMinimums>;

export const getWithdrawalMinimums = () => api.get('/api/withdrawal-minimums');

export const withdrawalMinimumsQueryKey = ['withdrawal-minimums'] as const;

/** The minimums by level as the server applies them: admins change them (decision 058). */
export const getWithdrawalMinimumsQueryOptions = () => queryOptions({ queryKey: withdrawalMinimumsQueryKey, queryFn: getWithdrawalMinimums, staleTime: 60_000 });

/** The lowest and highest of the minimums (nano-FRE), as the help texts quote them. */
export function minimumRange({ minimums }: WithdrawalMinimums): { lowest: bigint; highest: bigint } {
  const values = minimums.map(BigInt);
  return values.reduce((range, value) => ({ lowest: value < range.lowest ? value : range.lowest, highest: value > range.highest ? value : range.highest }), { lowest: values[0]!, highest: values[0]! });
}

/**
 * The range of withdrawal minimums written in `language` (`{ minWithdrawal, maxWithdrawal }`), or
 * null until the server has answered: a text never quotes a figure the server does not apply.
 * @example const range = useWithdrawalMinimumTexts(i18n.language); t('…', { ...values, ...range })
 */
export function useWithdrawalMinimumTexts(language: string): { minWithdrawal: string; maxWithdrawal: string } | null {
  const { data } = useQuery(getWithdrawalMinimumsQueryOptions());
  if (!data) return null;
  const { lowest, highest } = minimumRange(data);
  return { minWithdrawal: formatNanoExact(lowest, language), maxWithdrawal: formatNanoExact(highest, language) };
}
