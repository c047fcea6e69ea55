import { useQueryClient } from '@tanstack/react-query';
import { miningQueryKey, type MiningSnapshot } from './get-mining.ts';

export interface Before {
  before: MiningSnapshot | undefined;
}

/**
 * A mutation's onMutate and onError that show `provisional` of the mining state from the tap and
 * put the state back if the server refuses (decision 030). A re-sync running at the tap is
 * cancelled so that its older answer does not overwrite what the tap shows.
 */
export function useProvisionalMining(provisional: (snapshot: MiningSnapshot) => MiningSnapshot) {
  const queryClient = useQueryClient();
  return {
    onMutate: async (): Promise<Before> => {
      if (queryClient.isFetching({ queryKey: miningQueryKey }) > 0) await queryClient.cancelQueries({ queryKey: miningQueryKey });
      const before = queryClient.getQueryData<MiningSnapshot>(miningQueryKey);
      if (before) queryClient.setQueryData(miningQueryKey, provisional(before));
      return { before };
    },
    onError: (_error: unknown, _variables: void, context: Before | undefined) => {
      if (context?.before) queryClient.setQueryData(miningQueryKey, context.before);
    },
  };
}
