import type { z } from 'zod';
import type { abuseActionRequest } from '@fre/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api-client.ts';
import type { AbuseClusterDetail } from '../types.ts';
import { getAbuseClusterQueryOptions } from './get-abuse-cluster.ts';
import { abuseClustersQueryKey } from './get-abuse-clusters.ts';
import { auditQueryKey } from './get-audit.ts';
import { usersQueryKey } from './search-users.ts';

/** `reason` is kept in the cluster's history and the audit log. */
export type AbuseActionInput = { clusterId: string } & z.input<typeof abuseActionRequest>;

export const actOnAbuseCluster = ({ clusterId, ...body }: AbuseActionInput) =>
  api.post<AbuseClusterDetail>(`/api/admin/abuse/clusters/${encodeURIComponent(clusterId)}/actions`, body);

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
