import { useMessages } from '../../features/messages/api/get-messages.ts';
import { MessageList, MessageListSkeleton, MessagesEmpty } from '../../features/messages/components/message-list.tsx';

function Inbox() {
  const messages = useMessages();
  if (messages.isPending) return <MessageListSkeleton />;
  if (messages.isError) {
    return (
      <div role="alert" className="rounded-box bg-base-200 p-8 text-center">
        <p className="text-lg font-medium">Unable to load messages</p>
        <p className="mt-1 opacity-80">Please try again later.</p>
      </div>
    );
  }
  if (messages.data.length === 0) return <MessagesEmpty />;
  return <MessageList messages={messages.data} />;
}

export default function MessagesPage() {
  return (
    <div className="mx-auto grid max-w-2xl gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Your Messages</h1>
        <p className="mt-1 opacity-80">Supportive messages from the community</p>
      </header>
      <Inbox />
    </div>
  );
}
