/** Back-office payloads, inferred from the API contract in @fre/domain (types only: no schema ships). */
import type {
  abuseClusterDetail, abuseClustersPage, abuseRunResponse, abuseSharedSignal, adjustBalanceResponse, adminGateStatus, adminOverview,
  adminSessionsResponse, adminStatsResponse, adminUserDetail, adminUserSummary, auditEntrySchema, auditPage, userSearchResponse,
} from '@fre/domain';
import type { z } from 'zod';

export type { Settings, Stats } from '@fre/domain';
export type { AbuseAction, AbuseClusterKind, AbuseClusterMember, AbuseClusterSummary, AbuseReason, AbuseReasonCode, AbuseTrait } from '@fre/domain';
export type GateStatus = z.infer<typeof adminGateStatus>;
export type AdminOverview = z.infer<typeof adminOverview>;
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export type UserSearchPage = z.infer<typeof userSearchResponse>;
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export type LedgerRow = AdminUserDetail['ledger'][number];
export type MiningSessionRow = AdminUserDetail['sessions'][number];
export type AdjustBalanceResult = z.infer<typeof adjustBalanceResponse>;
export type AuditPage = z.infer<typeof auditPage>;
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AdminSession = z.infer<typeof adminSessionsResponse>['sessions'][number];
export type AdminStats = z.infer<typeof adminStatsResponse>;
export type DailyPoint = AdminStats['series'][number];
export type AbuseClustersPage = z.infer<typeof abuseClustersPage>;
export type AbuseClusterDetail = z.infer<typeof abuseClusterDetail>;
export type AbuseSharedSignal = z.infer<typeof abuseSharedSignal>;
export type AbuseHistoryEntry = AbuseClusterDetail['history'][number];
export type AbuseRunResult = z.infer<typeof abuseRunResponse>;
/** The list's filter: clusters still to look at, those marked legitimate, or both. */
export type AbuseStatusFilter = 'open' | 'legitimate' | 'all';
