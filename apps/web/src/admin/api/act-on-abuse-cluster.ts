import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { ApiBody } from '#web/lib/api/api-types.ts';
import { getAbuseClusterQueryOptions } from './get-abuse-cluster.ts';
import { abuseClustersQueryKey } from './get-abuse-clusters.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

/** `reason` is kept in the cluster's history and the audit log. */
export type AbuseActionInput = { clusterId: string } & ApiBody<'/api/admin/abuse/clusters/{id}/actions', 'post'>;

export const actOnAbuseCluster = ({ clusterId, ...body }: AbuseActionInput) =>
  api.post('/api/admin/abuse/clusters/{id}/actions', { path: { id: clusterId }, body });

/**
 * Applies or undoes a measure on a cluster (mark legitimate/reopen, freeze/unfreeze referral
 * credit or mining, ban/unban). The answer is the cluster after the action; the list, the
 * accounts' pages and the audit log are refreshed.
 */
export function useActOnAbuseCluster() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnAbuseCluster,
    onSuccess: (detail, { clusterId }) => {
      queryClient.setQueryData(getAbuseClusterQueryOptions(clusterId).queryKey, detail);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: abuseClustersQueryKey }),
        queryClient.invalidateQueries({ queryKey: usersQueryKey }),
        queryClient.invalidateQueries({ queryKey: auditQueryKey }),
      ]);
    },
  });
}
