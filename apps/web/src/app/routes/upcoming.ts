export { UpcomingPage as default } from '../../features/upcoming/components/upcoming-page';
