export { DashboardPage as Component } from '../../features/mining/components/dashboard-page';
