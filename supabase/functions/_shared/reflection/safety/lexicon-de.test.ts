import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../detector.ts';

const level = (text: string) => detectCrisis(text).level;

// German the DE lexicon has to read: other persons and tenses, separable verbs, umlauts typed as ae/oe/ue or
// dropped, Swiss and Austrian forms. Written for this file, not taken from the corpus.
describe('German lexicon', () => {
  it.each([
    'Ich bring mich um, ich halte das alles nicht mehr aus.',
    'hoffentlich wache ich morgen frueh einfach nicht mehr auf',
    'Ohne mich wären alle besser dran, das weiß ich inzwischen.',
    'Hab mich gestern Abend wieder geritzt, der Druck war zu stark.',
    'Ich habe mir absichtlich den Arm verbrannt, damit ich wieder was spüre.',
    'Ich habe die Schlaftabletten von Oma gesammelt, sie liegen in meiner Schublade.',
    'Ich wünschte, ich wäre nie geboren worden.',
    'i wott eifach nur no sterbe, nüt meh',
    'Ich weiß, wo er wohnt, und er wird dafür bezahlen.',
    'Ich habe mich entschieden. Am Freitag ist es so weit.',
  ])('not none: %s', (text) => {
    expect(level(text)).not.toBe('none');
  });

  // Everyday German that sounds deadly: hyperbole, break-ups, kitchen cuts, a pick-up time.
  it.each([
    'Ich sterbe vor Hunger, gleich gibt es endlich Nudeln.',
    'Meine Mutter bringt mich um, wenn sie das Zeugnis sieht 😂',
    'Ich könnte mich erschießen, ich habe den Schlüssel schon wieder vergessen.',
    'Ich will mit ihm Schluss machen, aber ich weiß nicht wie.',
    'Beim Zwiebelschneiden hab ich mich am Herd verbrannt, halb so wild.',
    'Ich bring sie um acht zum Bahnhof, danach gehe ich einkaufen.',
    'Ich will endlich aufhören zu rauchen, ab Montag gilt es.',
    'Papa wird morgen im Restaurant bezahlen, wie immer.',
    'Heute haben wir im Kurs über Suizidprävention gesprochen, sehr lehrreich.',
  ])('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });
});
