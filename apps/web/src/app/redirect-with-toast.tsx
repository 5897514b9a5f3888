import { useEffect, useRef } from 'react';
import { Navigate, type To } from 'react-router';
import { toast } from '@/components/ui/use-toast';

/** Redirects and tells the user why (the route guards' messages). */
export function RedirectWithToast({ to, message, state }: { to: To; message: string; state?: unknown }) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    toast.error(message);
  }, [message]);
  return <Navigate to={to} replace state={state} />;
}
