export type BreathingPhaseName = 'Inhale' | 'Hold' | 'Exhale' | 'Pause';

export interface BreathingPhase {
  name: BreathingPhaseName;
  seconds: number;
}

export interface BreathingExercise {
  id: string;
  name: string;
  description: string;
  /** Listed durations from the spec (§9). */
  duration: string;
  instructions: string[];
  benefits: string[];
  /** One cycle; the timer wraps to the first phase after the last. */
  phases: BreathingPhase[];
}

export const breathingExercises: BreathingExercise[] = [
  {
    id: 'box',
    name: 'Box Breathing',
    description:
      'Four equal counts, like tracing the sides of a square. A steady rhythm that many people find grounding when thoughts are racing.',
    duration: '5-10 minutes',
    instructions: [
      'Sit comfortably and let your shoulders drop.',
      'Breathe in through your nose for 4 seconds.',
      'Hold your breath gently for 4 seconds.',
      'Breathe out slowly for 4 seconds.',
      'Rest with empty lungs for 4 seconds, then begin again.',
    ],
    benefits: ['Steadies a racing mind', 'Helps you focus', 'Easy to remember anywhere'],
    phases: [
      { name: 'Inhale', seconds: 4 },
      { name: 'Hold', seconds: 4 },
      { name: 'Exhale', seconds: 4 },
      { name: 'Hold', seconds: 4 },
    ],
  },
  {
    id: '4-7-8',
    name: '4-7-8 Breathing',
    description:
      'A longer exhale than inhale, which tells the body it is safe to slow down. Often used to unwind before sleep.',
    duration: '3-5 minutes',
    instructions: [
      'Rest the tip of your tongue just behind your top front teeth.',
      'Breathe in quietly through your nose for 4 seconds.',
      'Hold your breath for 7 seconds.',
      'Breathe out fully through your mouth for 8 seconds.',
      'Repeat for a few rounds; if you feel light-headed, return to normal breathing.',
    ],
    benefits: ['Eases tension', 'Can help you fall asleep', 'Slows a quick heartbeat'],
    phases: [
      { name: 'Inhale', seconds: 4 },
      { name: 'Hold', seconds: 7 },
      { name: 'Exhale', seconds: 8 },
    ],
  },
  {
    id: 'belly',
    name: 'Belly Breathing',
    description:
      'Slow breaths that fill the belly rather than the chest. A gentle practice for settling in and noticing your body.',
    duration: '10-15 minutes',
    instructions: [
      'Sit or lie down and place one hand on your chest, the other on your belly.',
      'Breathe in through your nose for 4 seconds, letting your belly rise.',
      'Pause for a moment.',
      'Breathe out through your mouth for 6 seconds, letting your belly fall.',
      'Pause again, then begin the next breath.',
    ],
    benefits: ['Relaxes the body', 'Builds awareness of your breath', 'Kind to do any time of day'],
    phases: [
      { name: 'Inhale', seconds: 4 },
      { name: 'Pause', seconds: 1 },
      { name: 'Exhale', seconds: 6 },
      { name: 'Pause', seconds: 1 },
    ],
  },
];
