import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { GrowthData } from '../../../lib/api-types.ts';
import { resolveMood } from '../../../../supabase/functions/_shared/domain/moods.ts';

/** Spec §9: Growth shows the top 5 emotional patterns. */
export const TOP_PATTERNS = 5;

/** /api/growth names each pattern by what the mood means ('Joyful'). */
const moodOfPattern = resolveMood;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `growth-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="card bg-base-200">
      <div className="card-body [&>p]:grow-0 gap-3">
        <h2 id={id} className="card-title text-lg">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}

function Stat({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-box bg-base-100 p-3 text-center">
      <dd className="text-2xl font-semibold">{value}</dd>
      <dt className="text-sm opacity-80">{label}</dt>
    </div>
  );
}

/** High red, medium yellow, other green (spec §9) — always with the word, never colour alone. */
const intensityBadges = [
  { key: 'high', label: 'High', badge: 'badge-error' },
  { key: 'medium', label: 'Medium', badge: 'badge-warning' },
  { key: 'low', label: 'Low', badge: 'badge-success' },
] as const;

export function ContinueLink({ children }: { children: ReactNode }) {
  return (
    <Link to="/prompt" className="btn btn-primary">
      {children}
    </Link>
  );
}

export function GrowthEmpty() {
  return (
    <div className="card bg-base-200">
      <div className="card-body [&>p]:grow-0 items-center text-center">
        <h2 className="card-title text-xl">Your Growth Journey Awaits</h2>
        <p className="max-w-prose opacity-80">
          Once you have written a few entries, this is where you will see the feelings, topics and themes that come up
          for you over time.
        </p>
        <div className="card-actions mt-2">
          <ContinueLink>Begin Your Journey</ContinueLink>
        </div>
      </div>
    </div>
  );
}

function EmotionalPatterns({ patterns }: { patterns: [string, number][] }) {
  return (
    <Section title="Emotional Patterns">
      <ul className="grid gap-3">
        {patterns.map(([label, pct]) => {
          const id = `pattern-${label.toLowerCase().replace(/[^a-z]+/g, '-')}`;
          const rounded = Math.round(pct);
          return (
            <li key={label} className="grid gap-1">
              <div className="flex items-center justify-between gap-2">
                <span id={id} className="flex items-center gap-2">
                  <span aria-hidden="true" className="text-xl">
                    {moodOfPattern(label).emoji}
                  </span>
                  {label}
                </span>
                <span className="font-medium tabular-nums">{rounded}%</span>
              </div>
              <progress
                className="progress progress-primary w-full"
                value={rounded}
                max={100}
                aria-labelledby={id}
                aria-valuetext={`${rounded}%`}
              />
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

function WritingFocus({ growth }: { growth: GrowthData }) {
  const intensity = growth.intensityPatterns;
  const otherIntensity = Object.entries(intensity)
    .filter(([key]) => key !== 'high' && key !== 'medium')
    .reduce((sum, [, n]) => sum + n, 0);
  return (
    <Section title="Writing Focus">
      {growth.mostCommonCategory && (
        <p className="flex flex-wrap items-center gap-2">
          Most common category:
          <span className="badge badge-secondary">{growth.mostCommonCategory}</span>
        </p>
      )}
      <div>
        <h3 className="mb-2 font-medium">Emotional intensity</h3>
        <ul className="flex flex-wrap gap-2">
          {intensityBadges.map(({ key, label, badge }) => (
            <li key={key} className={`badge ${badge} gap-1`}>
              {label}: {key === 'low' ? otherIntensity : intensity[key]}
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}

/** Topics and AI tags: each a word with how many entries it came up in. */
function CountedBadges({ title, items, countBadge }: { title: string; items: [string, number][]; countBadge: string }) {
  return (
    <Section title={title}>
      <ul className="flex flex-wrap gap-2">
        {items.map(([name, count]) => (
          <li key={name} className="badge badge-outline gap-1 p-3">
            {name}
            <span className={`badge badge-sm ${countBadge}`} aria-label={`${count} entries`}>
              {count}
            </span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

function RecurringPatterns({ themes }: { themes: GrowthData['themes'] }) {
  return (
    <Section title="Recurring Patterns">
      <ul className="grid gap-2">
        {themes.map(({ theme, count }) => (
          <li key={theme} className="flex flex-wrap items-baseline justify-between gap-2 rounded-box bg-base-100 p-3">
            <span className="font-medium">{theme}</span>
            <span className="text-sm opacity-80">Appeared in {count} entries</span>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function GrowthView({ growth, calendar }: { growth: GrowthData; calendar?: ReactNode }) {
  const patterns = Object.entries(growth.patterns)
    .sort(([, a], [, b]) => b - a)
    .slice(0, TOP_PATTERNS);
  const categories = Object.entries(growth.categoryPatterns).sort(([, a], [, b]) => b - a);

  return (
    <div className="grid gap-4">
      {growth.summary && (
        <Section title="Growth Summary">
          <p className="max-w-prose leading-relaxed">{growth.summary}</p>
          {growth.summaryEntryCount !== undefined && (
            <p className="text-sm opacity-80">Generated from your last {growth.summaryEntryCount} entries</p>
          )}
        </Section>
      )}

      {patterns.length > 0 && <EmotionalPatterns patterns={patterns} />}

      {calendar}

      <Section title="Journey Stats">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Stat label="Total Entries" value={growth.totalEntries} />
          <Stat label="Days Writing" value={growth.journalingDays} />
          <Stat label="Shared Publicly" value={growth.publicEntries} />
          <Stat label="Avg Words" value={Math.round(growth.avgWordsPerEntry)} />
        </dl>
      </Section>

      <WritingFocus growth={growth} />

      {categories.length > 0 && (
        <CountedBadges title="Topics You Explore" items={categories} countBadge="badge-neutral" />
      )}

      {growth.aiTags.length > 0 && (
        <CountedBadges
          title="AI-Discovered Themes"
          items={growth.aiTags.map(({ tag, count }) => [tag, count])}
          countBadge="badge-primary"
        />
      )}

      {growth.themes.length > 0 && <RecurringPatterns themes={growth.themes} />}

      <div className="flex justify-center pt-2">
        <ContinueLink>Continue Your Journey</ContinueLink>
      </div>
    </div>
  );
}
