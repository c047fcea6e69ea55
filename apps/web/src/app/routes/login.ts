export { LoginPage as default } from '#web/features/account/sign-in/components/login-page.tsx';
