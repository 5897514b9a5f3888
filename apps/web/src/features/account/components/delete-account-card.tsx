import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { accountLabels as l } from './account-labels';
import { DeleteAccountDialog } from './delete-account-dialog';

/** The danger zone: what deleting the account removes and what the law makes Amicus keep, then the dialog. */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <section aria-labelledby="delete-account-heading">
      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle asChild>
            <h2 id="delete-account-heading" className="flex items-center gap-2 text-destructive">
              <TriangleAlert className="size-5" aria-hidden />
              {l.deleteHeading}
            </h2>
          </CardTitle>
          <CardDescription>{l.deleteIntro}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4 text-sm">
          <ul className="grid gap-1.5 pl-5 [&_li]:list-disc">
            <li>{l.deletedForGood}</li>
            <li>{l.paymentsKept}</li>
          </ul>
          <p className="text-muted-foreground">
            {l.downloadFirst}{' '}
            <a href="#your-data" className="font-medium text-primary underline-offset-4 hover:underline">
              {l.downloadFirstLink}
            </a>
            .
          </p>
          <Button
            variant="destructive"
            onClick={() => setOpen(true)}
            className="w-full justify-self-start sm:w-auto"
          >
            {l.deleteButton}
          </Button>
        </CardContent>
      </Card>
      <DeleteAccountDialog open={open} onOpenChange={setOpen} />
    </section>
  );
}
