// Italian, Spanish and French titles before a name ("zio Franco", "dott. Ferri", "la doctora Soler"), and the same
// words used on their own, which stay. Sentences written for these tests, not taken from any corpus.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const cases = (rows: [string, string][]) =>
  it.each(rows)('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

describe('titles before a name', () => {
  describe('hide the name with them', () =>
    cases([
      ['Domenica pranzo da zio Marcello, che fame.', 'Domenica pranzo da [name], che fame.'],
      ['Devo chiamare il dott. Bianchi per le analisi.', 'Devo chiamare il [name] per le analisi.'],
      ['La dottoressa Galli mi ha rassicurata.', 'La [name] mi ha rassicurata.'],
      ['Hoy me atendió la doctora Iglesias, muy amable.', 'Hoy me atendió la [name], muy amable.'],
      ['Rendez-vous chez le docteur Lefebvre jeudi.', 'Rendez-vous chez le [name] jeudi.'],
    ]));

  describe('stay on their own', () =>
    cases([
      ['Mio zio è simpatico ma parla troppo.', 'Mio zio è simpatico ma parla troppo.'],
      ['Il dottore è stato gentile oggi.', 'Il dottore è stato gentile oggi.'],
      ['Devo prendere appuntamento dal dott. domani.', 'Devo prendere appuntamento dal dott. domani.'],
      ['La doctora dijo que todo va bien.', 'La doctora dijo que todo va bien.'],
    ]));
});

describe('a family by its surname', () => {
  describe('is hidden', () =>
    cases([
      ['Am Sonntag sind wir bei Familie Schmidt eingeladen.', 'Am Sonntag sind wir bei Familie [name] eingeladen.'],
      ['Samedi soir chez les Martin, comme toujours.', 'Samedi soir chez les [name], comme toujours.'],
      ['El domingo comemos en casa de los García.', 'El domingo comemos en casa de los [name].'],
      ['Churrasco com os Almeida no sábado.', 'Churrasco com os [name] no sábado.'],
    ]));

  describe('the ordinary twins stay', () =>
    cases([
      ['Ich muss der Familie Bescheid sagen.', 'Ich muss der Familie Bescheid sagen.'],
      ['Die Familie war heute da.', 'Die Familie war heute da.'],
      ['Je dîne chez les Voisins du dessus.', 'Je dîne chez les Voisins du dessus.'],
      ['Fuimos con los Angeles de la guarda.', 'Fuimos con los Angeles de la guarda.'],
    ]));
});

describe('titles in lower case', () => {
  describe('an honorific, or a relation before a first name, hides the name', () =>
    cases([
      ['hoffe frau krüger fragt morgen nicht nach', 'hoffe [name] fragt morgen nicht nach'],
      ['heute hat herr özdemir uns früher gehen lassen', 'heute hat [name] uns früher gehen lassen'],
      ['watched the match with uncle ray last night', 'watched the match with [name] last night'],
      ['aunt rose made her trifle again', '[name] made her trifle again'],
    ]));

  describe('the same words as nouns and verbs stay', () =>
    cases([
      ['meine frau ruft gleich zurück', 'meine frau ruft gleich zurück'],
      ['Heute ist der alte Herr aus Zimmer 12 eingeschlafen.', 'Heute ist der alte Herr aus Zimmer 12 eingeschlafen.'],
      ['my uncle will drive us there', 'my uncle will drive us there'],
      ['i miss summer so much', 'i miss summer so much'],
    ]));
});
