export { SplashPage as Component } from '../../features/splash/components/splash-page';
