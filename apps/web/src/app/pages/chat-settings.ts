// Route module: the page loads on first visit.
export { SettingsPage as default } from '@/features/settings/pages/settings-page';
