export { UpcomingPage as Component } from '../../features/upcoming/components/upcoming-page';
