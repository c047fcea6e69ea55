export { VerifyEmailPage as default } from '#web/features/account/sign-in/components/verify-email-page.tsx';
