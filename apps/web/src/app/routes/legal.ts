export { LegalPage as Component } from '../../features/upcoming/components/legal-page';
