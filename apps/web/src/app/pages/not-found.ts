// Route module: the page loads on first visit.
export { NotFoundPage as default } from '@/features/not-found/not-found-page';
