import Sparkles from 'lucide-react/icons/sparkles';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CrisisCard, SupportLine } from '../../features/entries/components/crisis-card.tsx';
import { clearCurrentEntry, readCurrentEntry, storeCurrentEntry } from '../../features/entries/current-entry.ts';
import type { CreatedEntry } from '../../lib/api-types.ts';
import { reflectionLabel } from '../../lib/reflection-label.ts';
import { EntryActions } from '../../features/your-words/components/entry-actions.tsx';
import { ModerationNotice } from '../../components/moderation-notice.tsx';
import { resolveMood } from '../../../supabase/functions/_shared/domain/moods.ts';
import { relativeTime } from '../../lib/relative-time.ts';
import { QuotedText } from '../../components/quoted-text.tsx';
import { EntryWords } from '../../components/entry-words.tsx';

function NoReflection() {
  return (
    <div className="mx-auto grid max-w-xl gap-4 py-12 text-center">
      <title>No reflection found · Hearth</title>
      <h1 className="text-3xl font-bold">No reflection found</h1>
      <p className="text-base-content/80">Write an entry and its reflection will appear here.</p>
      <Link to="/prompt" className="btn btn-primary justify-self-center">
        Start Writing
      </Link>
    </div>
  );
}

function ReflectionSection({ entry }: { entry: CreatedEntry }) {
  const concern = entry.safety?.level === 'concern';
  return (
    <section aria-labelledby="reflection-heading" className="card border border-primary/40 bg-base-200">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="reflection-heading" className="flex items-center gap-2 text-lg font-semibold">
          <Sparkles aria-hidden="true" className="size-5 text-primary" />
          {reflectionLabel(entry.reflectionBy)}
        </h2>
        <p className="whitespace-pre-wrap font-serif leading-relaxed" data-testid="reflection">
          <QuotedText
            text={entry.aiReflection ?? 'Thank you for writing this down. Putting feelings into words is a real step.'}
          />
        </p>
        {concern && <SupportLine resources={entry.crisisResources} />}
      </div>
    </section>
  );
}

export default function ReflectPage() {
  const [entry, setEntry] = useState(readCurrentEntry);
  const navigate = useNavigate();

  if (!entry) return <NoReflection />;

  const mood = resolveMood(entry.moodTag);
  const crisis = entry.safety?.level === 'crisis';
  const isPublic = entry.visibility === 'public';

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <title>Your Reflection · Hearth</title>
      <h1 className="text-3xl font-bold">Your Reflection</h1>
      {crisis && <CrisisCard resources={entry.crisisResources} />}

      <section aria-labelledby="entry-heading" className="card border border-base-300 bg-base-100">
        <div className="card-body gap-3 p-4 sm:p-6">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 id="entry-heading" className="flex items-center gap-2 text-lg font-semibold">
              <span aria-hidden="true" className="text-2xl">
                {mood.emoji}
              </span>
              {mood.label}
            </h2>
            <div className="flex items-center gap-2 text-sm">
              <span className={`badge ${isPublic ? 'badge-secondary' : 'badge-neutral'}`}>
                {isPublic ? 'Public' : 'Private'}
              </span>
              <time dateTime={entry.timestamp} className="text-base-content/80">
                {relativeTime(entry.timestamp)}
              </time>
            </div>
          </div>
          <EntryWords promptUsed={entry.promptUsed} journalText={entry.journalText} />
          <EntryActions
            key={`${entry.journalText}-${entry.aiReflection}`}
            entry={entry}
            onEdited={(edited) => {
              storeCurrentEntry(edited);
              setEntry(edited);
            }}
            onDeleted={() => {
              clearCurrentEntry();
              void navigate('/prompt');
            }}
          />
          {/* A held public entry (crisis or any other reason) says so, kindly. */}
          <ModerationNotice entry={entry} />
        </div>
      </section>

      <ReflectionSection entry={entry} />

      <div className="flex flex-wrap gap-3">
        <Link to="/prompt" className="btn btn-primary">
          Write Another Entry
        </Link>
        <Link to="/community" className="btn btn-outline">
          Browse Community
        </Link>
      </div>
    </div>
  );
}
