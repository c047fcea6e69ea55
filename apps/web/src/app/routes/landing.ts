export { LandingPage as default } from '#web/features/landing/components/landing-page.tsx';
