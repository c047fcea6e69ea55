export { DashboardPage as default } from '../../features/mining/components/dashboard-page';
