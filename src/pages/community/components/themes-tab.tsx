import { useNavigate } from 'react-router-dom';
import { ErrorState } from '../../../components/error-state.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { useCategoryEntries } from '../../../features/community/api/get-category-entries.ts';
import { useCommunityStats } from '../../../features/community/api/get-community-stats.ts';
import { selectedPrompt } from '../../../features/entries/draft.ts';
import { PublicEntryCard } from '../../feed/components/public-entry-card.tsx';
import { categoryLabel } from '../../../features/community/category-label.ts';
import { WEEKLY_CHALLENGE } from '../../../../supabase/functions/_shared/domain/prompts.ts';

// Spec §2: the weekly challenge (from the shared domain module) and its counts are fixed.

function WeeklyChallenge() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="challenge-heading" className="card bg-primary text-primary-content">
      <div className="card-body gap-3 p-4 sm:p-6">
        <h2 id="challenge-heading" className="text-sm font-semibold uppercase tracking-wide">
          This week’s challenge
        </h2>
        <p className="text-xl font-semibold">{WEEKLY_CHALLENGE}</p>
        <p className="text-sm">
          <span>12 stories</span> · <span>48 reactions</span>
        </p>
        <button
          type="button"
          className="btn self-start border-0 bg-base-100 text-base-content hover:bg-base-200"
          onClick={() => {
            selectedPrompt.set(WEEKLY_CHALLENGE);
            void navigate('/prompt');
          }}
        >
          JOIN CHALLENGE
        </button>
      </div>
    </section>
  );
}

type CategoryStoriesProps = {
  category: string;
  entries: ReturnType<typeof useCategoryEntries>;
  onClear: () => void;
};

function CategoryStories({ category, entries, onClear }: CategoryStoriesProps) {
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-lg font-semibold">Stories about {category.toLowerCase()}</h3>
        <button type="button" className="btn btn-ghost btn-sm" onClick={onClear}>
          Clear Filter
        </button>
      </div>
      {entries.isPending ? (
        <Spinner label="Loading stories" />
      ) : entries.isError ? (
        <ErrorState title="Unable to load these stories" />
      ) : entries.data.length === 0 ? (
        <p className="text-base-content/80">No stories in this theme yet.</p>
      ) : (
        <ul className="grid gap-4">
          {entries.data.map((entry) => (
            <li key={entry.entryId}>
              <PublicEntryCard entry={entry} headingLevel="h3" refreshCommunity />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ThemesTab({
  category,
  onCategoryChange,
}: {
  category: string | null;
  onCategoryChange: (c: string | null) => void;
}) {
  const stats = useCommunityStats();
  const entries = useCategoryEntries(category);
  const categories = stats.data?.topCategories ?? [];

  return (
    <div className="grid gap-8">
      <WeeklyChallenge />

      <section aria-labelledby="categories-heading" className="grid gap-4">
        <h2 id="categories-heading" className="text-xl font-semibold">
          Explore by theme
        </h2>
        {stats.isPending ? (
          <Spinner label="Loading themes" />
        ) : categories.length === 0 ? (
          <p className="text-base-content/80">Themes appear here as stories are shared.</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {categories.map(({ category: c, count }) => (
              <li key={c}>
                <button
                  type="button"
                  aria-pressed={category === c}
                  onClick={() => onCategoryChange(category === c ? null : c)}
                  className={`btn btn-sm ${category === c ? 'btn-primary' : 'btn-outline border-base-300'}`}
                >
                  {categoryLabel(c)}
                  <span className="badge badge-sm">{count}</span>
                  <span className="sr-only">{count === 1 ? 'story' : 'stories'}</span>
                </button>
              </li>
            ))}
          </ul>
        )}

        {category && <CategoryStories category={category} entries={entries} onClear={() => onCategoryChange(null)} />}
      </section>
    </div>
  );
}
