import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { HOME_CRISIS_LINE } from '../../../supabase/functions/_shared/domain/crisis-lines.ts';
import { SAMPLE_PROMPTS } from '../../../supabase/functions/_shared/domain/prompts.ts';
import { useCommunityStats } from '../../features/community/api/get-community-stats.ts';
import { StatRow } from '../../features/community/components/stat-row.tsx';
import { handOverStartedText, selectedPrompt } from '../../features/entries/draft.ts';

const randomPrompt = () => SAMPLE_PROMPTS[Math.floor(Math.random() * SAMPLE_PROMPTS.length)] ?? SAMPLE_PROMPTS[0]!;

function Hero() {
  return (
    <section className="grid gap-6 py-6 text-center md:py-12">
      <h1 className="text-4xl font-bold tracking-tight text-balance md:text-5xl">
        A quiet place to write what you feel
      </h1>
      <p className="mx-auto max-w-2xl text-lg text-base-content/80 text-balance">
        Write from a gentle prompt, receive a warm reflection, and share anonymously with people who understand — only
        if you want to.
      </p>
      {/* Large buttons only from sm up: on a phone two large ones wrapped in the fallback font and fitted one row
          in Fira Sans, and the whole page below jumped when the font arrived (Lighthouse CLS 0.119 on /). */}
      <div className="flex flex-wrap justify-center gap-3">
        <Link to="/prompt" className="btn btn-primary sm:btn-lg">
          Start Writing
        </Link>
        <Link to="/community" className="btn btn-outline sm:btn-lg">
          Join Community
        </Link>
      </div>
      <p className="text-sm text-base-content/80">
        {HOME_CRISIS_LINE.before}{' '}
        <a className="link" href={HOME_CRISIS_LINE.lifeline.href}>
          {HOME_CRISIS_LINE.lifeline.text}
        </a>
        {HOME_CRISIS_LINE.between}{' '}
        <a className="link" href={HOME_CRISIS_LINE.emergency.href}>
          {HOME_CRISIS_LINE.emergency.text}
        </a>
        {HOME_CRISIS_LINE.after}
      </p>
    </section>
  );
}

/** The home page's first taste of writing: what is typed here is carried over to the write page. */
function TryItNow({ inputId }: { inputId: string }) {
  const navigate = useNavigate();
  const [prompt] = useState(randomPrompt);
  const [text, setText] = useState('');

  function continueWriting() {
    selectedPrompt.set(prompt);
    handOverStartedText(text);
    void navigate('/prompt');
  }

  return (
    <section aria-labelledby="try-heading" className="card mx-auto w-full max-w-2xl border border-base-300 bg-base-200">
      <div className="card-body gap-4 p-4 sm:p-6">
        <h2 id="try-heading" className="text-xl font-semibold">
          Try it now
        </h2>
        <p className="font-serif text-lg italic">{prompt}</p>
        <label htmlFor={inputId} className="sr-only">
          Start writing your answer
        </label>
        <textarea
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value.slice(0, 1000))}
          rows={4}
          placeholder="Start typing — no account needed…"
          dir="auto"
          className="textarea textarea-bordered w-full font-serif text-base"
        />
        {text.trim() && (
          <button type="button" className="btn btn-primary self-end" onClick={continueWriting}>
            Continue Writing
          </button>
        )}
      </div>
    </section>
  );
}

export default function HomePage() {
  const stats = useCommunityStats();
  // Made here rather than in TryItNow, so the id is the one the page has always had.
  const tryId = useId();

  return (
    <div className="grid gap-12">
      <title>Hearth — a quiet place to write and be heard</title>
      <Hero />

      <section aria-labelledby="stats-heading" className="grid gap-4">
        <h2 id="stats-heading" className="sr-only">
          The community right now
        </h2>
        <StatRow
          stats={[
            { label: 'Stories Shared', value: stats.data?.totalPublicEntries },
            { label: 'Support Given', value: stats.data?.totalReactions },
            { label: 'Active Today', value: stats.data?.activeUsersToday },
          ]}
        />
      </section>

      <TryItNow inputId={tryId} />
    </div>
  );
}
