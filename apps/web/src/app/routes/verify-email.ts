export { VerifyEmailPage as default } from '#web/features/auth/components/verify-email-page.tsx';
