// Workplaces named by the kind of premises, by a job and its employer, or by the one who runs it, and the ordinary
// sentences beside them that must stay. Sentences written for these tests, not taken from any corpus.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const cases = (rows: [string, string][]) =>
  it.each(rows)('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

describe('premises by their kind and name', () => {
  describe('are hidden', () =>
    cases([
      ['Frühdienst im Pflegeheim Lindenhof, anstrengend.', 'Frühdienst im [workplace], anstrengend.'],
      ['Ich hole das Rezept in der Apotheke am Dom ab.', 'Ich hole das Rezept in der [workplace] ab.'],
      ['Meine Tochter geht in den Kindergarten Regenbogen.', 'Meine Tochter geht in den [workplace].'],
      ['Oma wohnt jetzt im Altenheim Sankt Anna.', 'Oma wohnt jetzt im [workplace].'],
      ['Rendez-vous à la clinique vétérinaire du Parc demain.', 'Rendez-vous à la [workplace] demain.'],
      ['Quedamos en el bar El Rincón a las ocho.', 'Quedamos en el [workplace] a las ocho.'],
    ]));

  describe('the same words for premises in general stay', () =>
    cases([
      ['Ich war heute in der Apotheke.', 'Ich war heute in der Apotheke.'],
      ['Heute im Kindergarten war viel los.', 'Heute im Kindergarten war viel los.'],
      [
        'Le chat est chez le vétérinaire, la clinique vétérinaire ferme tôt.',
        'Le chat est chez le vétérinaire, la clinique vétérinaire ferme tôt.',
      ],
      ['Fuimos al bar de siempre con los primos.', 'Fuimos al bar de siempre con los primos.'],
      ['Met some friends at the bar last night.', 'Met some friends at the bar last night.'],
    ]));
});

describe('an employer after a job or a dismissal', () => {
  describe('is hidden', () =>
    cases([
      [
        'Seit März bin ich Erzieherin bei der Caritas und mag es.',
        'Seit März bin ich Erzieherin bei der [workplace] und mag es.',
      ],
      ['Mein Bruder ist jetzt Lagerarbeiter bei Zalando.', 'Mein Bruder ist jetzt Lagerarbeiter bei [workplace].'],
      ['Mi hanno licenziata dalla Luxottica dopo sei anni.', 'Mi hanno licenziata dalla [workplace] dopo sei anni.'],
    ]));

  describe('the ordinary twins stay', () =>
    cases([
      ['Heute war ich wieder bei der Oma zum Kaffee.', 'Heute war ich wieder bei der Oma zum Kaffee.'],
      ['Meine Lehrerin bei der Prüfung war sehr nett.', 'Meine Lehrerin bei der Prüfung war sehr nett.'],
      ['Sono tornata dalla Spagna ieri sera.', 'Sono tornata dalla Spagna ieri sera.'],
      ['Mi hanno licenziata dalla mattina alla sera.', 'Mi hanno licenziata dalla mattina alla sera.'],
    ]));
});

describe("a boss's employer in lower case", () => {
  describe('is hidden', () =>
    cases([
      ['la cheffe de caisse chez intermarché me parle mal', 'la cheffe de caisse chez [workplace] me parle mal'],
      ['il capo turno della coop di quartiere urla sempre', 'il capo turno della [workplace] di quartiere urla sempre'],
      [
        'mijn leidinggevende bij de jumbo is echt oneerlijk',
        'mijn leidinggevende bij de [workplace] is echt oneerlijk',
      ],
      ['a gerente da loja riachuelo me chamou de novo', 'a gerente da loja [workplace] me chamou de novo'],
    ]));

  describe('the ordinary twins stay', () =>
    cases([
      ['le chef de rayon chez nous est sympa', 'le chef de rayon chez nous est sympa'],
      ['a gerente ficou do lado dela, claro', 'a gerente ficou do lado dela, claro'],
      [
        'el jefe final del castillo me mató otra vez en el juego',
        'el jefe final del castillo me mató otra vez en el juego',
      ],
      ['my manager at work said thanks today', 'my manager at work said thanks today'],
      ['il capo turno della notte era stanco', 'il capo turno della notte era stanco'],
    ]));
});

describe('working at a place written in lower case', () => {
  describe('is hidden', () =>
    cases([
      ['cant face another shift at greggs tbh', 'cant face another shift at [workplace] tbh'],
      ['meine ausbildung bei rewe nervt', 'meine ausbildung bei [workplace] nervt'],
      ['je bosse chez décathlon depuis mars', 'je bosse chez [workplace] depuis mars'],
    ]));

  describe('the ordinary twins stay', () =>
    cases([
      ['i had to work at home again today', 'i had to work at home again today'],
      ['long shift at night and im tired', 'long shift at night and im tired'],
      ['ich arbeite bei uns im keller', 'ich arbeite bei uns im keller'],
      ['die schicht bei hitze war hart', 'die schicht bei hitze war hart'],
      ['ich arbeite bei hitze nicht gern', 'ich arbeite bei hitze nicht gern'],
    ]));
});

describe('German "im" and "beim" before a firm, in a sentence about work', () => {
  describe('are hidden', () =>
    cases([
      [
        'Heute wieder Spätschicht im Tedi bis 22 Uhr, die Regale mit der Kühlware aufgefüllt. Die Füße tun weh.',
        'Heute wieder Spätschicht im [workplace] bis 22 Uhr, die Regale mit der Kühlware aufgefüllt. Die Füße tun weh.',
      ],
      [
        'Morgen wieder Schicht beim Netto an der Kasse, die Kunden sind nett. Danach mit dem Bus nach Hause.',
        'Morgen wieder Schicht beim [workplace] an der Kasse, die Kunden sind nett. Danach mit dem Bus nach Hause.',
      ],
    ]));

  describe('rooms, sites and times after them stay', () =>
    cases([
      [
        'Heute wieder Nachtschicht im Lager bis 6 Uhr, die Regale mit der Kühlware aufgefüllt. Die Füße tun weh.',
        'Heute wieder Nachtschicht im Lager bis 6 Uhr, die Regale mit der Kühlware aufgefüllt. Die Füße tun weh.',
      ],
      [
        'Heute Spätdienst im Krankenhaus, die Patienten waren unruhig. Danach mit dem Bus nach Hause.',
        'Heute Spätdienst im Krankenhaus, die Patienten waren unruhig. Danach mit dem Bus nach Hause.',
      ],
      [
        'Heute Frühdienst im Seniorenstift, zwei neue Bewohner. Danach mit dem Bus nach Hause und früh ins Bett.',
        'Heute Frühdienst im Seniorenstift, zwei neue Bewohner. Danach mit dem Bus nach Hause und früh ins Bett.',
      ],
      [
        'Als Pflegerin im Zoo musste ich heute beim Füttern helfen. Danach mit dem Bus nach Hause.',
        'Als Pflegerin im Zoo musste ich heute beim Füttern helfen. Danach mit dem Bus nach Hause.',
      ],
      [
        'Ich arbeite im Moment sehr viel, die Woche war lang. Am Abend war ich mit dem Hund draußen.',
        'Ich arbeite im Moment sehr viel, die Woche war lang. Am Abend war ich mit dem Hund draußen.',
      ],
    ]));
});
