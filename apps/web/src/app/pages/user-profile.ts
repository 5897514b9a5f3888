// Route module: the page loads on first visit.
export { UserProfilePage as default } from '@/features/profile/pages/user-profile-page';
