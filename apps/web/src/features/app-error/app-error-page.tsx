import { Home, RotateCw } from 'lucide-react';
import { useRouteError } from 'react-router';
import { messages } from '@amicus/contract/common/messages';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';

/**
 * A page's code that could not be fetched: offline, or a deploy replaced the chunk this tab knows of. Browsers
 * word it differently (Chromium, Safari, Firefox), all as a TypeError.
 */
export const isModuleLoadError = (error: unknown) =>
  error instanceof TypeError &&
  /dynamically imported module|importing a module script failed|error loading dynamically imported module/i.test(
    error.message,
  );

/**
 * The root route's error element: a page that failed to load or to render is explained in words, with Reload
 * and Go Home, instead of React Router's default screen and its raw error. Go Home is a full page load, since
 * the app that failed may be the stale one.
 */
export function AppErrorPage() {
  const error = useRouteError();
  const failedLoad = isModuleLoadError(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-primary/5 to-background px-4 text-center">
      <BrandMark />
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">
          {failedLoad ? messages.appError.loadTitle : messages.appError.title}
        </h1>
        <p className="max-w-md text-muted-foreground">
          {failedLoad ? messages.appError.loadBody : messages.appError.body}
        </p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>
          <RotateCw /> Reload
        </Button>
        <Button asChild variant="outline">
          <a href="/">
            <Home /> Go Home
          </a>
        </Button>
      </div>
    </main>
  );
}
