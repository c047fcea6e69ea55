export { LoginPage as default } from '#web/features/auth/components/login-page.tsx';
