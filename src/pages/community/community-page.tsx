import { useState } from 'react';
import { Tabs } from '../../components/tabs.tsx';
import { StatsTab } from './components/stats-tab.tsx';
import { ThemesTab } from './components/themes-tab.tsx';
import { TrendingTab } from './components/trending-tab.tsx';

export default function CommunityPage() {
  const [tab, setTab] = useState('trending');
  const [category, setCategory] = useState<string | null>(null);
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <title>Community · Hearth</title>
      <div>
        <h1 className="text-3xl font-bold">Community</h1>
        <p className="mt-1 text-base-content/80">
          See what resonates, find a theme, and notice you are in good company.
        </p>
      </div>
      <Tabs
        label="Community views"
        value={tab}
        onChange={setTab}
        tabs={[
          { id: 'trending', label: 'Trending', content: <TrendingTab /> },
          { id: 'themes', label: 'Themes', content: <ThemesTab category={category} onCategoryChange={setCategory} /> },
          { id: 'stats', label: 'Community Stats', content: <StatsTab /> },
        ]}
      />
    </div>
  );
}
