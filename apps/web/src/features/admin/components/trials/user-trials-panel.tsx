import { FileSearch } from 'lucide-react';
import type { AdminTrial } from '@amicus/contract/trials/schemas';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/components/ui/accordion';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { formatDateTime } from '@/lib/format';
import { UserAvatar } from '../user-avatar';
import { summaryPreview, type TrialUser } from './trial-users';

/** 'View Trials': a panel titled with the user's name and 'Mock Trials', holding an accordion of their trials. */
export function UserTrialsPanel({
  user,
  onOpenChange,
  onViewAnalysis,
}: {
  user: TrialUser | null;
  onOpenChange: (open: boolean) => void;
  onViewAnalysis: (trial: AdminTrial) => void;
}) {
  return (
    <Sheet open={user !== null} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-full max-w-none bg-background text-foreground sm:max-w-xl">
        {user && (
          <>
            <div className="flex items-center gap-3 border-b px-6 py-5 pr-12">
              <UserAvatar name={user.name} image={user.profileImage} className="size-10" />
              <div className="min-w-0">
                <SheetTitle className="truncate text-lg font-semibold">{user.name}</SheetTitle>
                <SheetDescription className="text-sm text-muted-foreground">
                  Mock Trials · {user.trials.length}
                </SheetDescription>
              </div>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto px-6">
              <Accordion type="single" collapsible>
                {user.trials.map((trial) => (
                  <AccordionItem key={trial.id} value={String(trial.id)}>
                    <AccordionTrigger>
                      <span className="min-w-0 flex-1 space-y-1">
                        <span className="line-clamp-2 block">{trial.caseData.caseDescription}</span>
                        <span className="flex flex-wrap items-center gap-2 text-xs font-normal text-muted-foreground">
                          <Badge variant="outline" className="capitalize">
                            {trial.caseData.role}
                          </Badge>
                          {formatDateTime(trial.createdAt)}
                        </span>
                      </span>
                    </AccordionTrigger>
                    <AccordionContent className="space-y-3">
                      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5">
                        <dt className="text-muted-foreground">Country</dt>
                        <dd>{trial.caseData.country}</dd>
                        <dt className="text-muted-foreground">State</dt>
                        <dd>{trial.caseData.state}</dd>
                      </dl>
                      <div>
                        <p className="mb-1 text-muted-foreground">Summary</p>
                        <p className="leading-relaxed">
                          {summaryPreview(trial.summary) || 'No summary yet.'}
                        </p>
                      </div>
                      <Button size="sm" variant="outline" onClick={() => onViewAnalysis(trial)}>
                        <FileSearch /> View Complete Analysis
                      </Button>
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </div>
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
