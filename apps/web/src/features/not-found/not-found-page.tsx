import { ArrowLeft, Home } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { messages } from '@amicus/contract/common/messages';
import { BrandMark } from '@/components/brand-mark';
import { Button } from '@/components/ui/button';

export function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-gradient-to-b from-primary/5 to-background px-4 text-center">
      <BrandMark />
      <p className="font-serif text-8xl font-bold text-primary/90">404</p>
      <div className="space-y-2">
        <h1 className="text-2xl font-semibold">{messages.notFound.title}</h1>
        <p className="max-w-md text-muted-foreground">{messages.notFound.body}</p>
      </div>
      <div className="flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">
            <Home /> Go Home
          </Link>
        </Button>
        <Button variant="outline" onClick={() => navigate(-1)}>
          <ArrowLeft /> Go Back
        </Button>
      </div>
    </main>
  );
}
