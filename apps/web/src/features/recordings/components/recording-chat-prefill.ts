import { TOPIC_MAX_LENGTH } from '@amicus/contract/chats/schemas';
import type { Category } from '@amicus/contract/catalogue/schemas';
import type { RecordingDetail } from '@amicus/contract/recordings/schemas';
import type { NewChatPrefill } from '@/lib/new-chat-prefill';

/**
 * "Start a chat from this recording": the new-chat flow pre-filled with the analysis's place and area (when
 * there is one), the recording's title as the topic, and as the description the analysis's summary, then the
 * transcript. The summary comes first so that the chat flow, cutting a long description to what a chat takes,
 * cuts the end of the transcript rather than the summary.
 */
export function recordingChatPrefill(
  recording: Pick<RecordingDetail, 'title' | 'segments' | 'analysis'>,
  categories: Pick<Category, 'id' | 'name' | 'description'>[],
): NewChatPrefill {
  const analysis = recording.analysis ?? null;
  const area = analysis?.categoryId ? categories.find((c) => c.id === analysis.categoryId) : undefined;
  const transcript = recording.segments
    .map((segment) => segment.text.trim())
    .filter(Boolean)
    .join(' ');
  const description = [
    // Its `[n]` name the analysis's sources, which the chat does not have (it finds its own).
    analysis ? `Summary of my recording:\n${analysis.summary.replace(/\s*\[\d+\]/g, '').trim()}` : null,
    `What I said in my recording “${recording.title}”:\n${transcript}`,
  ]
    .filter(Boolean)
    .join('\n\n');
  return {
    stage: area ? 'legal_questionnaire' : 'category_selection',
    category: area ? { id: area.id, name: area.name, description: area.description } : undefined,
    topic: recording.title.slice(0, TOPIC_MAX_LENGTH),
    country: analysis?.country ?? '',
    state: analysis?.state ?? '',
    description,
  };
}
