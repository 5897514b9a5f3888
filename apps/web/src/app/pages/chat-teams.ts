// Route module: the page loads on first visit.
export { TeamsPage as default } from '@/features/chat/pages/teams-page';
