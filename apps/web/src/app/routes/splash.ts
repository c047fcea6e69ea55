export { SplashPage as default } from '../../features/splash/components/splash-page';
