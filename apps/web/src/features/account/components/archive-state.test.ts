import { describe, expect, it } from 'vitest';
import { anExportJob, aReadyExport } from '../account-fixtures';
import { archiveState } from './archive-state';

const now = Date.now();
const running = anExportJob({ progress: 40 });
const succeeded = anExportJob({ status: 'succeeded', progress: 100 });

describe('archiveState', () => {
  it('has nothing to show before a first archive', () => {
    expect(archiveState(null, null, now)).toEqual({ kind: 'none' });
  });

  it('prefers the job as its events tell it to the last read of the archive', () => {
    const latest = { job: running, size: null, expiresAt: null };
    const heard = anExportJob({ progress: 80, stage: 'Adding your files' });
    expect(archiveState(latest, heard, now)).toEqual({ kind: 'preparing', job: heard });
  });

  it('keeps showing the work until the read after a finished job brings the size and expiry', () => {
    const latest = { job: running, size: null, expiresAt: null };
    expect(archiveState(latest, succeeded, now)).toEqual({ kind: 'preparing', job: succeeded });
  });

  it('offers a ready archive until its expiry, then says it has expired', () => {
    const ready = aReadyExport(31);
    expect(archiveState(ready, null, now)).toMatchObject({ kind: 'ready', jobId: 31, size: ready.size });
    expect(archiveState(ready, null, Date.parse(ready.expiresAt!) + 1)).toEqual({ kind: 'expired' });
    // The server forgets the size and expiry of an archive it has deleted.
    expect(archiveState({ ...ready, size: null, expiresAt: null }, null, now)).toEqual({ kind: 'expired' });
  });

  it('shows a failed or cancelled job with why', () => {
    const failed = anExportJob({ status: 'failed', error: 'Storage is full.' });
    expect(archiveState({ job: failed, size: null, expiresAt: null }, null, now)).toEqual({
      kind: 'failed',
      job: failed,
    });
  });
});
