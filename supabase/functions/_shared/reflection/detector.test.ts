import { describe, expect, it } from 'vitest';
import { detectCrisis, REASONS } from './detector.ts';
import { CONCERN_NOT_CRISIS, ORDINARY_NONE, ORDINARY_PLANS, RESOLVED_PAST } from '../../../../tests/safety/guards.ts';

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

  it.each(CONCERN_NOT_CRISIS)('at least concern, not crisis: %s', (text) => {
    expect(level(text)).toBe('concern');
  });

  // Recovery told as long past and resolved is no risk signal (issue 12: false alarms on recovery stories hold
  // ordinary posts back); a past told next to "again", "lately" or an urge stays a concern or more.
  it.each(RESOLVED_PAST)('none, long past and resolved: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  it.each([
    'Six months ago I wanted to end my life, and lately it is creeping back.',
    'Two years clean from self-harm today. Some nights the urge still whispers.',
  ])('at least concern, past but not resolved: %s', (text) => {
    expect(level(text)).not.toBe('none');
  });

  // Everyday sentences that the first frames read as a plan (a day plus "decided", "going to be", "no me"…).
  it.each(ORDINARY_PLANS)('none, an ordinary plan or absence: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  it.each(ORDINARY_NONE)('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  // Three rounds of fresh phrasings written after the corpora were tuned. On first run the detector
  // caught 7 of 20, then 2 of 15, then 4 of 15 of the crisis ones: phrase rules generalise poorly to
  // new indirect wording, which is why moderation and the provider's risk field are second opinions
  // and crisis posts go to human review. The patterns they exposed are now general rules (a wish or
  // plan next to words about one's own death, finality, means, absence). Kept as regressions.
  it.each([
    'I keep picturing my own funeral and feeling relieved.',
    "I can't see any way this ends other than me not being here.",
    "I've decided tonight is the night.",
    "Maybe it's time I just went away for good.",
    "I'm planning how I'd do it.",
    'The world would be better without me in it.',
    "Life isn't worth living.",
    "I'm going to end my suffering.",
    'I feel like dying.',
    "Soon none of this will matter because I won't be here.",
    'I tied a rope in the garage yesterday.',
    'I keep holding the knife against my wrist.',
    "There's no reason for me to stay.",
    'Part of me wants to just swallow everything in the medicine cabinet and be done.',
    "I'm not afraid of dying anymore, I'm more afraid of living another 40 years like this.",
    "If I crashed the car on the highway tonight it wouldn't be the worst thing.",
    'I deserve to disappear.',
    "My family will get the insurance money, that's something.",
    "Tonight I'm going to take all of them and just sleep.",
    'i cant keep living like this. i really cant. its too much and i want out',
    'No one will have to worry about me much longer.',
    'I want everything to stop permanently.',
    'This is my goodbye. Thank you for everything.',
    "I've started to research methods.",
    'I bought a lot of paracetamol today and I know why.',
    'Honestly everyone would have an easier life if I stopped being around.',
    "I've been thinking a lot about how to make it look like an accident.",
    'I keep standing at the edge of the platform when the train comes in.',
    "I don't plan on being here for my birthday next month.",
    'Some nights I lie there hoping my heart just stops.',
    "The only thing keeping me here is my cat and she's old.",
    'I cut deeper than usual last night and it scared me.',
    "I'm so done. With all of it. Permanently.",
    'Just want the pain to end for good.',
    "I've made my peace with it and I'm calm now that I've decided.",
    'i dont think ill make it to the weekend and honestly im ok with that',
    'I want to go to sleep and stay asleep.',
    'Nobody would miss me if I was gone.',
    'When I drive I think about just not turning the wheel at the curve.',
    "I am going to kill myself. I'm sorry.",
  ])('crisis (fresh phrasing): %s', (text) => {
    expect(level(text)).toBe('crisis');
  });

  it.each([
    'My laptop died in the middle of my essay.',
    "I'd kill for a coffee right now.",
    'The battery on my phone is dying.',
    "I'm dying to see the new movie.",
    'We killed the lights and told ghost stories.',
    'That comedian was so funny I almost died.',
    'I cut ties with a toxic friend and feel free.',
    'Our team got absolutely murdered in the finals.',
    "I'm literally dying of heat in this apartment, the AC broke.",
    "My grandma's funeral was beautiful and we all told stories about her.",
    "I'd rather stay in bed forever than go to that meeting, ugh.",
    'My plants keep dying no matter what I do.',
    'Took my medication this morning like the doctor said and I feel steadier.',
    'I bought a rope for the new climbing gym membership.',
    'Ended things with my boyfriend tonight. It was the right call.',
    "I'm going to kill this presentation tomorrow.",
    'My hair appointment killed my whole Saturday, three hours!',
    "I'm so done with group chats that never stop buzzing.",
    'The train was late again and I stood on the platform for forty minutes.',
    'My cat is the only thing keeping me sane during exam season, bless her.',
    "I've made my peace with not getting the job and I'm calm about it now.",
    'That horror movie scared me to death, I slept with the lights on.',
    "My birthday next month is going to be small this year and I'm fine with it.",
    "I'm dead set on running that marathon next spring.",
    'Finally ended the subscription I never used. Tiny win.',
  ])('not crisis (fresh phrasing): %s', (text) => {
    expect(level(text)).not.toBe('crisis');
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

  // Found in the browser journeys: a short everyday line was shown the crisis card by the learned reader
  // alone, and short English with one odd word was read as an unknown language.
  it('never shows the crisis card for a short everyday line on the learned reader alone', () => {
    expect(level('I do not want to lose my keys again')).not.toBe('crisis');
  });

  it('reads short English with an odd word in it as English', () => {
    for (const odd of ['sfvrg8', '8e0893', 'qzxw'])
      expect(detectCrisis(`Small steps are still steps ${odd}`).reasons).not.toContain('language not checked');
  });
});
