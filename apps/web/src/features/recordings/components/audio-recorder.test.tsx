import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AudioRecorder } from './audio-recorder';
import type { RecordedAudio } from './use-audio-recorder';

/**
 * The browser's side of recording, played by stand-ins at its edge: a microphone stream whose tracks can be
 * stopped, and a MediaRecorder that hands over one chunk when it stops. happy-dom has neither.
 */
class StandInMediaRecorder {
  static instances: StandInMediaRecorder[] = [];
  static isTypeSupported = (type: string) => type.startsWith('audio/webm');
  state: 'inactive' | 'recording' | 'paused' = 'inactive';
  mimeType: string;
  ondataavailable: ((event: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  constructor(
    readonly stream: MediaStream,
    options?: { mimeType?: string },
  ) {
    this.mimeType = options?.mimeType ?? 'audio/webm';
    StandInMediaRecorder.instances.push(this);
  }
  start() {
    this.state = 'recording';
  }
  pause() {
    this.state = 'paused';
  }
  resume() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: this.mimeType }) });
    this.onstop?.();
  }
}

const track = { stop: vi.fn() };
const getUserMedia = vi.fn();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  StandInMediaRecorder.instances = [];
  track.stop.mockClear();
  getUserMedia.mockReset().mockResolvedValue({ getTracks: () => [track] });
  vi.stubGlobal('MediaRecorder', StandInMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  URL.createObjectURL = vi.fn(() => 'blob:recording');
  URL.revokeObjectURL = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderRecorder(onUpload = vi.fn<(audio: RecordedAudio) => void>()) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
  render(<AudioRecorder maxDurationMs={15 * 60_000} uploading={false} onUpload={onUpload} />);
  return { user, onUpload };
}

const state = () => screen.getByTestId('audio-recorder').dataset.status;

describe('AudioRecorder', () => {
  it('records, pauses, resumes and stops, then uploads what was recorded', async () => {
    const { user, onUpload } = renderRecorder();
    expect(state()).toBe('idle');

    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(state()).toBe('recording');
    expect(StandInMediaRecorder.instances[0]?.mimeType).toBe('audio/webm;codecs=opus');
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Recording started.');

    await act(() => vi.advanceTimersByTimeAsync(2_100));
    expect(screen.getByTestId('recorder-elapsed')).toHaveTextContent('0:02');

    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(state()).toBe('paused');
    expect(StandInMediaRecorder.instances[0]?.state).toBe('paused');
    // Paused time does not count.
    await act(() => vi.advanceTimersByTimeAsync(5_000));
    expect(screen.getByTestId('recorder-elapsed')).toHaveTextContent('0:02');

    await user.click(screen.getByRole('button', { name: 'Resume' }));
    expect(state()).toBe('recording');
    await act(() => vi.advanceTimersByTimeAsync(1_100));
    expect(screen.getByTestId('recorder-elapsed')).toHaveTextContent('0:03');

    await user.click(screen.getByRole('button', { name: 'Stop' }));
    expect(state()).toBe('stopped');
    // The microphone is let go of at once.
    expect(track.stop).toHaveBeenCalled();
    expect(screen.getByLabelText('Preview of your recording')).toHaveAttribute('src', 'blob:recording');

    await user.click(screen.getByRole('button', { name: 'Upload recording' }));
    const audio = onUpload.mock.calls[0]?.[0];
    expect(audio?.blob.size).toBeGreaterThan(0);
    expect(audio?.fileName).toMatch(/^recording-.+\.webm$/);
  });

  it('discards a recording and starts afresh', async () => {
    const { user } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    // The microphone is granted after the click returns: a busy machine may not have rendered Stop yet.
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    await user.click(screen.getByRole('button', { name: 'Discard' }));
    expect(state()).toBe('idle');
    expect(screen.queryByLabelText('Your recording')).not.toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:recording');
    expect(screen.getByRole('button', { name: 'Record' })).toBeEnabled();
  });

  it('says so plainly when the microphone is refused', async () => {
    getUserMedia.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
    const { user } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/not allowed to use the microphone/);
    expect(state()).toBe('idle');
  });

  it('tells a browser that cannot record to upload a file instead', async () => {
    vi.stubGlobal('MediaRecorder', undefined);
    const { user } = renderRecorder();
    await user.click(screen.getByRole('button', { name: 'Record' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/cannot record audio/);
    expect(getUserMedia).not.toHaveBeenCalled();
  });

  it('stops by itself at the length limit', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime.bind(vi) });
    render(<AudioRecorder maxDurationMs={3_000} uploading={false} onUpload={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Record' }));
    await act(() => vi.advanceTimersByTimeAsync(3_500));
    expect(state()).toBe('stopped');
    expect(screen.getByRole('alert')).toHaveTextContent(/reached the length limit/);
  });
});
