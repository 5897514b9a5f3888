// Route module: the page loads on first visit.
export { AdminProfilePage as default } from '@/features/profile/pages/admin-profile-page';
