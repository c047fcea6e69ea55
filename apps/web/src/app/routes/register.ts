export { RegisterPage as default } from '#web/features/auth/components/register-page.tsx';
