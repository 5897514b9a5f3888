// Route module: the page loads on first visit.
export { ForgotPasswordPage as default } from '@/features/auth/pages/forgot-password-page';
