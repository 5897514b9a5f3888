import { LogOut, Settings, Sparkles, User } from 'lucide-react';
import { Link } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { useLogout } from '@/features/auth/api/logout';
import { assetUrl } from '@/lib/api-client';
import { initialOf } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';

/**
 * The account menu of both areas. Users get Profile, Settings, Upgrade and Logout; admins see 'Administrator'
 * and links to their own profile and settings.
 */
export function AccountMenu() {
  const user = useSessionStore((s) => s.user);
  const logout = useLogout();
  const isAdmin = user?.role === 'admin';
  const base = isAdmin ? '/admin' : '/chat';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        {/* Named by the name it shows (WCAG 2.5.3), then what it opens. */}
        <Button
          variant="ghost"
          className="h-10 gap-2 rounded-full px-1.5 sm:pr-3"
          aria-label={`${user?.name ?? 'Account'}, account menu`}
        >
          <Avatar className="size-8" aria-hidden>
            <AvatarImage src={assetUrl(user?.profileImage)} alt="" />
            <AvatarFallback>{initialOf(user?.name)}</AvatarFallback>
          </Avatar>
          <span className="hidden max-w-32 truncate text-sm font-medium sm:inline">{user?.name}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent label="Account menu" align="end" className="w-56">
        <DropdownMenuLabel className="font-normal">
          <p className="truncate text-sm font-semibold">{isAdmin ? 'Administrator' : user?.name}</p>
          <p className="truncate text-xs text-muted-foreground">{user?.email}</p>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to={`${base}/profile`}>
            <User /> Profile
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to={`${base}/settings`}>
            <Settings /> Settings
          </Link>
        </DropdownMenuItem>
        {!isAdmin && (
          <DropdownMenuItem asChild>
            <Link to="/chat/products">
              <Sparkles /> Upgrade
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void logout()}>
          <LogOut /> Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
