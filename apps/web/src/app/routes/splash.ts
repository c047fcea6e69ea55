export { SplashPage as default } from '#web/features/splash/components/splash-page.tsx';
