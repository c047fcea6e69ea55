export { ResetPasswordPage as default } from '#web/features/auth/components/reset-password-page.tsx';
