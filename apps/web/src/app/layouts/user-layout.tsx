import {
  Coins,
  FileSearch,
  FileText,
  Gavel,
  History,
  Library,
  Mic,
  MessageSquarePlus,
  MessagesSquare,
  Settings,
  Tag,
  Users,
} from 'lucide-react';
import { Link, Outlet } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/lib/session-store';
import { ThemeToggle } from '@/components/theme-toggle';
import { useProfile } from '@/features/profile/api/get-profile';
import { useCreditsSync } from '@/features/chat/api/get-credits';
import { SidebarChatList } from '@/features/chat/components/sidebar-chat-list';
import { DictationButton } from '@/features/recordings/components/dictation-button';
import { DictationContext, type DictationButtonProps } from '@/lib/dictation';
import { AccountMenu } from './account-menu';
import { AppShell } from './app-shell';
import { SidebarNav, type NavItem } from './sidebar-nav';

/**
 * The user sidebar's links besides the chats: /chat/pricing, /chat/history, /chat/teams and /chat/settings
 * always, plus the Legal Library (issue 17), Recordings (issue 19), My Documents and Review a Document
 * (issue 18). The plans page itself is reached from the credits badge and Upgrade, not from the sidebar.
 */
const userNav: NavItem[] = [
  { to: '/chat/history', label: 'Chat History', icon: MessagesSquare },
  { to: '/library', label: 'Legal Library', icon: Library },
  { to: '/recordings', label: 'Recordings', icon: Mic },
  { to: '/documents', label: 'My Documents', icon: FileText },
  { to: '/reviews', label: 'Review a Document', icon: FileSearch },
  { to: '/user/trial', label: 'Mock Trials', icon: Gavel, end: true },
  { to: '/user/trial/history', label: 'Trial History', icon: History },
  { to: '/chat/pricing', label: 'Pricing', icon: Tag },
  { to: '/chat/teams', label: 'Teams', icon: Users },
  { to: '/chat/settings', label: 'Settings', icon: Settings },
];

/**
 * Credits badge: 0 when unknown; leads to the plans page. Its name is its text, so that what is seen is what
 * a voice user says (WCAG 2.5.3): "credits" is only hidden from sight on phones, and "view plans" is added.
 */
function CreditsBadge() {
  const credits = useSessionStore((s) => s.user?.credits ?? 0);
  return (
    <Link to="/chat/products">
      <Badge variant="secondary" className="h-8 gap-1.5 px-3 text-sm hover:bg-secondary/70">
        <Coins className="size-4 text-gold" aria-hidden />
        <span data-testid="credits-badge">{credits}</span>
        <span className="sr-only sm:not-sr-only">credits</span>
        <span className="sr-only"> — view plans</span>
      </Badge>
    </Link>
  );
}

/** The chat box's microphone, from the recordings feature (features do not import each other). */
const renderDictation = (props: DictationButtonProps) => <DictationButton {...props} />;

export function UserLayout() {
  // Keeps the session's copy of the user (credits, name, avatar) in step with the server.
  useProfile();
  // The credits badge: GET /credits on entering the user area, again after each message.
  useCreditsSync();
  return (
    <AppShell
      homeTo="/chat/new"
      sidebar={({ collapsed }) => (
        <>
          <div className="p-2">
            <Button asChild className="w-full" size={collapsed ? 'icon' : 'default'}>
              <Link to="/chat/new" state={{ stage: 'category_selection' }} aria-label="New Chat">
                <MessageSquarePlus />
                {!collapsed && <span>New Chat</span>}
              </Link>
            </Button>
          </div>
          <SidebarChatList collapsed={collapsed} />
          <SidebarNav items={userNav} collapsed={collapsed} label="Main" />
        </>
      )}
      topBar={
        <>
          <CreditsBadge />
          <Button asChild variant="outline" size="sm" className="h-8">
            {/* An icon alone on phones: the label names it there. */}
            <Link to="/user/trial" aria-label="Mock Trials">
              <Gavel aria-hidden />
              <span className="hidden sm:inline">Mock Trials</span>
            </Link>
          </Button>
          <ThemeToggle />
          <AccountMenu />
        </>
      }
    >
      <DictationContext value={renderDictation}>
        <Outlet />
      </DictationContext>
    </AppShell>
  );
}
