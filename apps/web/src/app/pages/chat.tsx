// The app layer composes the chat with the library's section reader, for the sources a reply cites.
import { ChatPage } from '@/features/chat/pages/chat-page';
import { SectionExcerpt } from '@/features/library/components/section-excerpt';

export function ChatRoute() {
  return (
    <ChatPage
      renderSource={(source) => (
        <SectionExcerpt
          key={`${source.sectionId}:${source.paragraph}`}
          sectionId={source.sectionId}
          paragraph={source.paragraph}
        />
      )}
    />
  );
}
