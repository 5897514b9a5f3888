// Route module: the page loads on first visit.
export { LandingPage as default } from '@/features/landing/pages/landing-page';
