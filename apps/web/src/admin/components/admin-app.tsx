import { lazy, useState, type ReactNode } from 'react';
import { useTranslation } from '#web/lib/use-translation.ts';
import { Navigate, Route, Routes } from 'react-router';
import { paths } from '#web/config/paths.ts';
import { useGate } from '../api/get-gate.ts';
import { useLockAdmin } from '../api/lock-admin.ts';
import { useIdleLock } from '../hooks/use-idle-lock.ts';
import { useLockOnLeave } from '../hooks/use-lock-on-leave.ts';
import { useRelockOnAdminLocked } from '../hooks/use-relock-on-admin-locked.ts';
import { AdminLoading, GateLoadError } from './admin-status-screens.tsx';
import { AccessGate } from './gate/access-gate.tsx';
import { AdminShell } from './shell/admin-shell.tsx';

/* Each page is its own chunk, fetched on first visit inside the back office. */
const OverviewPage = lazy(() => import('./overview/overview-page.tsx').then((m) => ({ default: m.OverviewPage })));
const UsersPage = lazy(() => import('./users/users-page.tsx').then((m) => ({ default: m.UsersPage })));
const UserDetailPage = lazy(() => import('./users/user-detail-page.tsx').then((m) => ({ default: m.UserDetailPage })));
const AppealsPage = lazy(() => import('./appeals/appeals-page.tsx').then((m) => ({ default: m.AppealsPage })));
const AbusePage = lazy(() => import('./abuse/abuse-page.tsx').then((m) => ({ default: m.AbusePage })));
const ClusterDetailPage = lazy(() => import('./abuse/cluster-detail-page.tsx').then((m) => ({ default: m.ClusterDetailPage })));
const StatsPage = lazy(() => import('./stats/stats-page.tsx').then((m) => ({ default: m.StatsPage })));
const SecurityPage = lazy(() => import('./security/security-page.tsx').then((m) => ({ default: m.SecurityPage })));
const SettingsPage = lazy(() => import('./settings/settings-page.tsx').then((m) => ({ default: m.SettingsPage })));
const KycPage = lazy(() => import('./kyc/kyc-page.tsx').then((m) => ({ default: m.KycPage })));
const WithdrawalsPage = lazy(() => import('./withdrawals/withdrawals-page.tsx').then((m) => ({ default: m.WithdrawalsPage })));
const MessagesPage = lazy(() => import('./messages/messages-page.tsx').then((m) => ({ default: m.MessagesPage })));
const SupportAdminPage = lazy(() => import('./support/support-admin-page.tsx').then((m) => ({ default: m.SupportAdminPage })));
const AdsPage = lazy(() => import('./ads/ads-page.tsx').then((m) => ({ default: m.AdsPage })));
const ShopAdminPage = lazy(() => import('./shop/shop-admin-page.tsx').then((m) => ({ default: m.ShopAdminPage })));
const BonusCodesPage = lazy(() => import('./bonus-codes/bonus-codes-page.tsx').then((m) => ({ default: m.BonusCodesPage })));
const GamesAdminPage = lazy(() => import('./games/games-admin-page.tsx').then((m) => ({ default: m.GamesAdminPage })));

interface AdminAppProps {
  /** Account controls composed by the app (language selector, sign out). */
  accountActions?: ReactNode;
}

/**
 * Root of /admin/*: loads the admin translations, then shows the access-code gate until this
 * login session is unlocked, and the back office after. It locks again when the admin leaves
 * /admin, after the idle delay without any activity, and whenever the server answers admin_locked.
 */
export function AdminApp({ accountActions }: AdminAppProps) {
  const { ready } = useTranslation('admin');
  const gate = useGate();
  const lock = useLockAdmin();
  const unlocked = gate.data?.unlocked === true;
  const [seenUnlocked, setSeenUnlocked] = useState(false);
  if (unlocked && !seenUnlocked) setSeenUnlocked(true);

  useRelockOnAdminLocked();
  useLockOnLeave();
  useIdleLock(unlocked ? gate.data?.idleLockMs : undefined, () => lock.mutate());

  if (!ready || gate.isPending) return <AdminLoading />;
  if (gate.isError) return <GateLoadError error={gate.error} onRetry={() => void gate.refetch()} retrying={gate.isFetching} />;
  if (!unlocked) return <AccessGate status={gate.data} relocked={seenUnlocked} />;

  return (
    <Routes>
      <Route element={<AdminShell accountActions={accountActions} />}>
        <Route index element={<OverviewPage />} />
        <Route path="users" element={<UsersPage />} />
        <Route path="users/:id" element={<UserDetailPage />} />
        <Route path="abuse" element={<AbusePage />} />
        <Route path="appeals" element={<AppealsPage />} />
        <Route path="abuse/:id" element={<ClusterDetailPage />} />
        <Route path="stats" element={<StatsPage />} />
        <Route path="games" element={<GamesAdminPage />} />
        <Route path="security" element={<SecurityPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="shop" element={<ShopAdminPage />} />
        <Route path="kyc" element={<KycPage />} />
        <Route path="withdrawals" element={<WithdrawalsPage />} />
        <Route path="messages" element={<MessagesPage />} />
        <Route path="support" element={<SupportAdminPage />} />
        <Route path="ads" element={<AdsPage />} />
        <Route path="bonus-codes" element={<BonusCodesPage />} />
        <Route path="*" element={<Navigate to={paths.admin.getHref()} replace />} />
      </Route>
    </Routes>
  );
}
