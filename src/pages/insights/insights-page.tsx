import { useState } from 'react';
import { Tabs } from '../../components/tabs.tsx';
import { BreathingExercises } from '../../features/breathing/components/breathing-exercises.tsx';
import { ArticlesPanel } from './articles-panel.tsx';
import { SupportPanel } from './support-panel.tsx';
import { TipsPanel } from './tips-panel.tsx';

const tabs = [
  {
    id: 'breathing',
    label: 'Breathing',
    content: (
      <div className="grid gap-4">
        <h2 className="text-xl font-semibold">Breathing exercises</h2>
        <p className="max-w-prose opacity-80">
          A few slow breaths can make a hard moment a little more manageable. Pick one and press Start; you can pause or
          stop whenever you like.
        </p>
        <BreathingExercises />
      </div>
    ),
  },
  { id: 'tips', label: 'Tips', content: <TipsPanel /> },
  { id: 'articles', label: 'Articles', content: <ArticlesPanel /> },
  { id: 'support', label: 'Support', content: <SupportPanel /> },
];

export default function InsightsPage() {
  const [tab, setTab] = useState('breathing');
  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-3xl font-semibold">Wellness Insights</h1>
        <p className="mt-1 max-w-prose opacity-80">Gentle tools for looking after yourself, whenever you need them.</p>
      </header>
      <Tabs tabs={tabs} value={tab} onChange={setTab} label="Wellness tools" />
    </div>
  );
}
