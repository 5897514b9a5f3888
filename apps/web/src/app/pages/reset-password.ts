// Route module: the page loads on first visit.
export { ResetPasswordPage as default } from '@/features/auth/pages/reset-password-page';
