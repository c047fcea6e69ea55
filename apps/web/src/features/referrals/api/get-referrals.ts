import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import { answeredInPage } from '#web/lib/page-answers.ts';

const PATH = '/api/referrals';

export const getReferrals = () => api.get(PATH);

export const referralsQueryKey = ['referrals'] as const;

export const getReferralsQueryOptions = () => queryOptions({ queryKey: referralsQueryKey, queryFn: getReferrals, ...answeredInPage(PATH) });

/**
 * The player's group: own code, referrer, referrals and the rate bonus they bring.
 * @returns the react-query result; errors with `feature_disabled` while referrals are switched off.
 * @example const { data } = useReferrals(); data?.activeCount
 */
export const useReferrals = () => useQuery(getReferralsQueryOptions());
