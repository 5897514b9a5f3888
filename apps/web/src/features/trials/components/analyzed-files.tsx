import type { TrialFile } from '@amicus/contract/trials/schemas';
import { TrialFilesList } from './trial-files-list';
import { sideLabel } from './trial-labels';

/**
 * The documents a side gave for earlier analyses, under that side's upload card. They stay stored with the
 * trial (each downloads), but a new analysis reads only the files chosen for it, so the note says so.
 */
export function AnalyzedFiles({ files, side }: { files: TrialFile[]; side: 'plaintiff' | 'defendant' }) {
  const given = files.filter((file) => file.sides.includes(side));
  if (given.length === 0) return null;
  return (
    <div className="mt-4 grid gap-2 border-t pt-4">
      <p className="text-sm">
        <span className="font-medium">Analyzed</span>
        <span className="text-muted-foreground"> · choose a file again to include it in a new analysis</span>
      </p>
      <TrialFilesList files={given} label={`${sideLabel[side]} files analyzed`} />
    </div>
  );
}
