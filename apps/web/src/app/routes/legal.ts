export { LegalPage as default } from '../../features/upcoming/components/legal-page';
