export { RegisterPage as default } from '#web/features/account/sign-in/components/register-page.tsx';
