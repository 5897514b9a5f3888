// Route module: the page loads on first visit.
export { SignUpPage as default } from '@/features/auth/pages/sign-up-page';
