import { FileDown, FileText, Printer } from 'lucide-react';
import { TRIAL_TEXT_FILE_NAME } from '@amicus/contract/common/constants';
import { trialMessages } from '@amicus/contract/trials/messages';
import type { CitationCheck, CitedSource } from '@amicus/contract/library/schemas';
import { CitedMarkdown } from '@/components/citations/cited-markdown';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { markdownToPlainText } from '../report/markdown-to-text';
import { printReport } from '../report/print-report';
import { sourcesAsText } from '../report/report-citations';
import { saveBlob } from '@/lib/save-blob';

/**
 * The 'Analysis Report' card: the Markdown report as formatted text, with 'Text' (trial-analysis.txt, the
 * Markdown removed) and 'PDF' (the print dialog on a formatted copy). Its citations of the library show as the
 * chat's do, on the page and in print. `busy` is the page's loading flag, on while analysing or preparing the
 * report.
 */
export function AnalysisReportCard({
  analysis,
  sources,
  check,
  busy,
  onBusyChange,
}: {
  analysis: string;
  sources: CitedSource[] | null;
  check: CitationCheck | null;
  busy: boolean;
  onBusyChange: (busy: boolean) => void;
}) {
  // A report from before analyses were grounded has neither: its `[n]`, if any, stay as written.
  const citations = sources !== null || check !== null ? { sources: sources ?? [], check } : null;
  const downloadText = () => {
    saveBlob(
      new Blob([markdownToPlainText(analysis) + (citations ? sourcesAsText(citations) : '')], {
        type: 'text/plain;charset=utf-8',
      }),
      TRIAL_TEXT_FILE_NAME,
    );
  };

  const printPdf = async () => {
    onBusyChange(true);
    try {
      await printReport(analysis, citations);
    } catch {
      toast.error(trialMessages.pdfFailed);
    } finally {
      onBusyChange(false);
    }
  };

  return (
    <Card className="overflow-hidden" aria-labelledby="analysis-report-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 space-y-0 border-b bg-muted/30 px-5 py-4 sm:px-6">
        <div className="flex items-center gap-2.5">
          <span className="hidden size-9 items-center justify-center rounded-lg bg-primary/10 text-primary sm:flex">
            <FileText className="size-5" aria-hidden />
          </span>
          <CardTitle asChild id="analysis-report-title" className="font-serif text-xl">
            <h2>{trialMessages.reportTitle}</h2>
          </CardTitle>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={downloadText} disabled={busy}>
            <FileDown />
            Text
          </Button>
          <Button variant="outline" size="sm" onClick={() => void printPdf()} disabled={busy}>
            <Printer />
            PDF
          </Button>
        </div>
      </CardHeader>
      <CardContent className="px-5 py-6 sm:px-8">
        <CitedMarkdown
          text={analysis}
          sources={sources}
          check={check}
          data-testid="analysis-report"
          className="text-[0.9375rem] leading-relaxed [&_h1]:font-serif [&_h1]:text-2xl [&_h2]:mt-7 [&_h2]:border-b [&_h2]:pb-1.5 [&_h2]:font-serif [&_h2]:text-xl [&_h3]:text-base [&_h3]:text-foreground/90"
        />
      </CardContent>
    </Card>
  );
}
