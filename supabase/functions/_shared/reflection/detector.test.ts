import { describe, expect, it } from 'vitest';
import { detectCrisis, REASONS } from './detector.ts';

const level = (text: string) => detectCrisis(text).level;

describe('crisis detector', () => {
  it.each([
    'I want to kill myself.',
    "I don't want to be alive anymore",
    'honestly kinda want to die',
    'Everyone would be better off without me.',
    "I've been thinking about ending it all",
    'Sometimes I wish I could fall asleep and never wake up.',
    "I'm not saying I want to die, but I think about it.",
    'I started cutting again last night.',
    'I burned myself on purpose to feel something.',
    'I have the urge to self harm every night',
    "I've been saving up my sleeping pills, just in case.",
    'I looked up how many pills it would take.',
    'I wrote goodbye letters to my family.',
    "I've been giving away my things to friends.",
    'I keep thinking about jumping off the bridge on my way home.',
    "I'm going to bring a gun to school tomorrow.",
    "I'm suicidal again.",
    'Not sure I want to live anymore.',
    "I can't promise I won't hurt myself tonight.",
  ])('crisis: %s', (text) => {
    expect(level(text)).toBe('crisis');
  });

  it.each([
    'My friend said she wants to die.',
    'My brother told me he has been cutting himself.',
    "I used to cut myself when I was 15, I'm doing better now.",
    'Two years clean from self-harm today.',
    "What's the point of trying anymore?",
    'I feel completely hopeless about this job hunt.',
    "I'm such a burden to everyone.",
    'I want to hurt him the way he hurt me.',
    "My girlfriend keeps posting lyrics about not wanting to be alive.",
  ])('at least concern, not crisis: %s', (text) => {
    expect(level(text)).toBe('concern');
  });

  it.each([
    'This exam is killing me.',
    'I would never hurt myself, I just needed to vent.',
    "I'm not suicidal, just really stressed about money.",
    'I could kill my brother for eating my leftovers lol',
    'I nearly died laughing at her impression.',
    'I killed it at my interview and I am dying to hear back.',
    'Dead tired after the double shift.',
    'I hurt myself at the gym lifting too much.',
    'I cut myself chopping onions, ouch.',
    'Singing along to "I want to die in your arms tonight", what a dramatic love song.',
    'We want to end things with the landlord amicably.',
    'We had a suicide prevention workshop at school today.',
    'Had a lovely day at the beach with my family.',
    '',
  ])('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  it('keeps quoted words that the writer takes as their own', () => {
    expect(level('That song goes "I want to die" and honestly that is exactly how I feel.')).toBe('crisis');
  });

  it('says why', () => {
    expect(detectCrisis('I want to kill myself').reasons).toContain(REASONS.ideation);
    expect(detectCrisis('I keep cutting myself').reasons).toContain(REASONS.selfHarm);
    expect(detectCrisis('My friend said she wants to die').reasons).toEqual([REASONS.someoneElse]);
    expect(detectCrisis('I looked up how many pills it would take').reasons).toContain(REASONS.plan);
    expect(detectCrisis('I am planning to hurt him tomorrow').reasons).toContain(REASONS.others);
    expect(detectCrisis('Nice day').reasons).toEqual([]);
  });

  it('reads curly quotes and contractions the same as straight ones', () => {
    expect(level('I don\u2019t want to be here anymore')).toBe('crisis');
    expect(level('I dont want to live')).toBe('crisis');
  });
});
