import { describe, expect, it } from 'vitest';
import { detectByRules, detectCrisis } from '../detector.ts';

const level = (text: string) => detectCrisis(text).level;

// French the way people type it on a phone: no accents, dropped "ne", other persons and tenses than the lexicon's
// first entries. Written for this file, not taken from the corpus.
describe('French lexicon', () => {
  it.each([
    'Je me suis encore coupee hier soir, je cache mes bras au boulot.',
    'jai recommence a me scarifier cette semaine, personne le sait',
    "J'ai envie de me faire mal, ca me reprend tous les soirs.",
    "Franchement je veux plus vivre, j'en peux plus de tout ca.",
    "J'ai mis de cote des cachets, je les garde sous mon matelas.",
    'Je cherche comment en finir sans souffrir.',
    'Si je meurs cette nuit tant mieux, personne le remarquerait.',
    "J'espere ne pas me reveiller demain matin.",
    "Ils seraient tous plus heureux si j'etais plus la.",
    'Pardonnez-moi. Ma lettre est sous mon oreiller, prenez soin de mon chat.',
    "J'ai des idees noires depuis des semaines et j'ai peur de passer a l'acte.",
  ])('not none: %s', (text) => {
    expect(level(text)).not.toBe('none');
  });

  // The deadly-sounding idioms of an ordinary French day.
  it.each([
    'Je suis mort de rire, ce film etait genial.',
    'Ce dossier va me tuer, vivement vendredi.',
    "J'etais morte de honte devant toute la classe.",
    "Il m'a coupe la parole trois fois en reunion.",
    'Je crevais de chaud dans le metro ce matin.',
    "Apres cette semaine j'ai envie de disparaitre quelques jours a la campagne.",
  ])('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });

  // The rules once read these as crisis; the learned reader, trained on those readings, may still hold them.
  it.each([
    "J'ai hate d'en finir avec les partiels, apres je pars en vacances.",
    'Je me suis coupe les cheveux moi-meme, pas terrible.',
    'Il va voir le medecin demain pour son genou.',
  ])('no rule reading: %s', (text) => {
    expect(detectByRules(text).level).toBe('none');
  });
});
