import { useEffect, useReducer, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { chatMessages } from '@amicus/contract/chats/messages';
import { TOAST_CHAT_DURATION_MS } from '@amicus/contract/common/constants';
import { toast } from '@/components/ui/use-toast';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useCreateChat } from '../api/create-chat';
import { CategoryStep } from '../components/category-step';
import { FlowSteps } from '../components/flow-steps';
import { QuestionnaireStep } from '../components/questionnaire-step';
import { TopicStep } from '../components/topic-step';
import { emitChatCreated } from '../hooks/chat-created-event';
import { chatFlowReducer, hasTopic, initialFlowState, topicResponse } from '../hooks/chat-flow';

/**
 * /chat/new: category → topic → questionnaire, then the chat is created, the URL becomes /chat/{id} and its
 * first reply streams in there. A stage passed in navigation state is where the flow starts.
 */
export function NewChatPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const createChat = useCreateChat();
  const [state, dispatch] = useReducer(chatFlowReducer, location.state, initialFlowState);
  const stageRef = useRef<HTMLDivElement>(null);
  const firstStage = useRef(state.stage);

  // The old stage's controls are gone when the stage changes: focus goes to the new stage's heading, so a
  // keyboard or screen-reader user carries on from there rather than from the top of the page.
  useEffect(() => {
    if (state.stage === firstStage.current) return;
    firstStage.current = state.stage;
    stageRef.current?.querySelector<HTMLElement>('h1')?.focus();
  }, [state.stage]);

  const submit = async (questionnaire: typeof state.questionnaire) => {
    dispatch({ type: 'saveQuestionnaire', questionnaire });
    const topic = topicResponse(state);
    if (!state.category || !topic) return;
    try {
      const chat = await createChat.mutateAsync({
        categoryId: state.category.id,
        questionResponses: [topic],
        legalQuestionnaire: questionnaire,
      });
      dispatch({ type: 'created' });
      emitChatCreated(chat.id);
      void navigate(`/chat/${chat.id}`, { replace: true, state: { focusComposer: true } });
    } catch (error) {
      toast.error(errorMessage(error, chatMessages.createFailed), undefined, TOAST_CHAT_DURATION_MS);
      if (error instanceof ApiError && error.code === 'INSUFFICIENT_CREDITS') void navigate('/chat/products');
    }
  };

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6 sm:py-10">
      <div className="mb-8">
        <FlowSteps stage={state.stage} />
      </div>
      <div ref={stageRef}>
        {state.stage === 'category_selection' && (
          <CategoryStep
            selectedId={state.category?.id ?? null}
            onSelect={(category) => dispatch({ type: 'selectCategory', category })}
          />
        )}
        {state.stage === 'question_selection' && state.category && (
          <TopicStep
            category={state.category}
            selectedKey={state.selectedTopic?.key ?? null}
            customTopic={state.customTopic}
            canContinue={hasTopic(state)}
            onSelect={(topic) => dispatch({ type: 'selectTopic', topic })}
            onType={(text) => dispatch({ type: 'typeTopic', text })}
            onBack={() => dispatch({ type: 'back' })}
            onNext={() => dispatch({ type: 'next' })}
          />
        )}
        {state.stage === 'legal_questionnaire' && state.category && (
          <QuestionnaireStep
            category={state.category}
            topic={topicResponse(state)?.question ?? ''}
            initial={state.questionnaire}
            descriptionShortened={state.descriptionShortened}
            submitting={createChat.isPending}
            onBack={(questionnaire) => {
              dispatch({ type: 'saveQuestionnaire', questionnaire });
              dispatch({ type: 'back' });
            }}
            onSubmit={(values) => void submit(values)}
          />
        )}
      </div>
    </div>
  );
}
