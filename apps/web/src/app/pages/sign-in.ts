// Route module: the page loads on first visit.
export { SignInPage as default } from '@/features/auth/pages/sign-in-page';
