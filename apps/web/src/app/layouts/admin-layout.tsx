import {
  CreditCard,
  FolderTree,
  FileText,
  Gavel,
  LayoutDashboard,
  Library,
  MessageSquare,
  MessagesSquare,
  Settings,
  UserCircle,
  Users,
} from 'lucide-react';
import { Outlet } from 'react-router';
import { ThemeToggle } from '@/components/theme-toggle';
import { useProfile } from '@/features/profile/api/get-profile';
import { AccountMenu } from './account-menu';
import { AppShell } from './app-shell';
import { SidebarNav, type NavItem } from './sidebar-nav';

const adminNav: NavItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/chats', label: 'Chats', icon: MessagesSquare },
  { to: '/admin/questions', label: 'Questions', icon: MessageSquare },
  { to: '/admin/categories', label: 'Categories', icon: FolderTree },
  { to: '/admin/subscriptions', label: 'Subscriptions', icon: CreditCard },
  { to: '/admin/trials', label: 'Mock Trials', icon: Gavel },
  { to: '/admin/library', label: 'Legal Library', icon: Library },
  { to: '/admin/document-templates', label: 'Document Templates', icon: FileText },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/profile', label: 'Profile', icon: UserCircle },
];

export function AdminLayout() {
  // Keeps the session's copy of the user (credits, name, avatar) in step with the server.
  useProfile();
  return (
    <AppShell
      homeTo="/admin/dashboard"
      sidebar={({ collapsed }) => (
        <SidebarNav items={adminNav} collapsed={collapsed} label="Administration" />
      )}
      topBar={
        <>
          <ThemeToggle />
          <AccountMenu />
        </>
      }
    >
      <Outlet />
    </AppShell>
  );
}
