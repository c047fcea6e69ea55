export { ResetPasswordPage as default } from '#web/features/account/sign-in/components/reset-password-page.tsx';
