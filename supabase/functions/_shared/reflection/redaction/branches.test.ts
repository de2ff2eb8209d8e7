// Chains written in lower case and named by their branch, and people named by "se llama", "si chiama"…
// Sentences written for these tests, not taken from any corpus.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const cases = (rows: [string, string][]) =>
  it.each(rows)('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

describe('a chain in lower case, named by the town or street of its branch', () => {
  describe('is hidden with its town or street', () =>
    cases([
      [
        'mi jefe en el lupitamart de getafe me cambió el turno',
        'mi jefe en el [workplace] de [city] me cambió el turno',
      ],
      ['trabalho no superbom de sorocaba desde março', 'trabalho no [workplace] de [city] desde março'],
      [
        "il mio capo all'ipercoop di via gramsci è impossibile",
        "il mio capo all'[workplace] di [address] è impossibile",
      ],
      ['kierownik w żabce na ursynowie znowu krzyczał', 'kierownik w [workplace] na [city] znowu krzyczał'],
      ['spv gw di alfamidi cabang depok baru galak banget', 'spv gw di [workplace] cabang [city] galak banget'],
      [
        'the lad from the fixbay on station road keeps staring',
        'the lad from the [workplace] on [address] keeps staring',
      ],
      ['we met at the greggs on 3rd before school', 'we met at the [workplace] on [address] before school'],
    ]));

  describe('stays when it is an ordinary place or not about work', () =>
    cases([
      ['I keep driving past the quarry on the way home.', 'I keep driving past the quarry on the way home.'],
      [
        'Writing this in the hotel in Kraków because I cannot sleep.',
        'Writing this in the hotel in Kraków because I cannot sleep.',
      ],
      ['fuimos de vacaciones a la playa de valencia', 'fuimos de vacaciones a la playa de valencia'],
      [
        'she went in my lap with the sun on her, the way she liked',
        'she went in my lap with the sun on her, the way she liked',
      ],
    ]));
});

describe('a firm with the town of its branch right after it, in a sentence about work', () => {
  describe('is hidden with its town', () =>
    cases([
      ['My manager at Zentrix Pune keeps us late.', 'My manager at [workplace] [city] keeps us late.'],
      ['Ladka Kormex Bank Lucknow mein manager hai.', 'Ladka [workplace] [city] mein manager hai.'],
      [
        'Goodbye party at the office (Brightline, Harlow) today',
        'Goodbye party at the office ([workplace], [city]) today',
      ],
      [
        "Encore un refus, Vantoria à Lyon ne m'a pas rappelée après l'entretien.",
        "Encore un refus, [workplace] à [city] ne m'a pas rappelée après l'entretien.",
      ],
      ['udah setahun kerja di tokoku jakarta, capek', 'udah setahun kerja di [workplace] [city], capek'],
    ]));

  describe('stays when the words before the town are ordinary, a person or no firm', () =>
    cases([
      ['My job interview is in Leeds tomorrow.', 'My job interview is in Leeds tomorrow.'],
      ['I work at the office, Leeds is far.', 'I work at the office, Leeds is far.'],
      ['kerja di jakarta capek banget', 'kerja di jakarta capek banget'],
      ['Ich arbeite seit dem Urlaub in Berlin.', 'Ich arbeite seit dem Urlaub in Berlin.'],
    ]));
});

describe('a person by how they are named', () => {
  describe('is hidden in any case, with an Indonesian title', () =>
    cases([
      ['mi encargado, se llama tobías, no me deja salir', 'mi encargado, se llama [name], no me deja salir'],
      [
        'il nuovo vicino si chiama gianluca e suona la batteria',
        'il nuovo vicino si chiama [name] e suona la batteria',
      ],
      ['atasan baru namanya bu sari, orangnya baik', 'atasan baru namanya [name], orangnya baik'],
      [
        'mijn buurman, ene henk, parkeert altijd voor mijn deur',
        'mijn buurman, ene [name], parkeert altijd voor mijn deur',
      ],
      [
        'Ma voisine, elle s’appelle Odile, m’a apporté une soupe.',
        'Ma voisine, elle s’appelle [name], m’a apporté une soupe.',
      ],
    ]));

  describe('stays when no name follows', () =>
    cases([
      ['On s’appelle tous les dimanches.', 'On s’appelle tous les dimanches.'],
      ['no sé cómo se llama eso, la verdad', 'no sé cómo se llama eso, la verdad'],
      ['come si chiama quel film?', 'come si chiama quel film?'],
    ]));
});

describe('schools and care homes by their form in more languages', () => {
  describe('are hidden', () =>
    cases([
      ['Moja córka chodzi do liceum im. Mickiewicza od września.', 'Moja córka chodzi do [school] od września.'],
      ['Wychowawca z SP nr 12 dzwonił dzisiaj.', 'Wychowawca z [school] dzwonił dzisiaj.'],
      ['Od roku studia na UJ i nadal nikogo nie znam.', 'Od roku studia na [school] i nadal nikogo nie znam.'],
      ['Pluggade på LTH hela dagen.', 'Pluggade på [school] hela dagen.'],
      ['Empecé el máster en la UAB y no conozco a nadie.', 'Empecé el máster en la [school] y no conozco a nadie.'],
      ['Semana de exames no ISCTE, estou morta.', 'Semana de exames no [school], estou morta.'],
      ["Kardeşim okula gitmiyor, İTÜ'de herkes soruyor.", "Kardeşim okula gitmiyor, [school]'de herkes soruyor."],
      ['Alhamdulillah diterima di UNPAD jurusan hukum!', 'Alhamdulillah diterima di [school] jurusan hukum!'],
      ["Ma mère est à l'EHPAD Les Glycines depuis mars.", 'Ma mère est à [workplace] depuis mars.'],
    ]));

  describe('stay when nothing names a school', () =>
    cases([
      ['Jutro WF i nie mam stroju.', 'Jutro WF i nie mam stroju.'],
      ["Ma mère est à l'EHPAD depuis mars.", "Ma mère est à l'EHPAD depuis mars."],
      ['Mam to na PC w pokoju.', 'Mam to na PC w pokoju.'],
      ['Strona nr 5 jest pusta.', 'Strona nr 5 jest pusta.'],
    ]));
});

describe('a person by where they live, what they need, and who is with them', () => {
  describe('is hidden', () =>
    cases([
      ['Morwenna next door fed the cat while we were away.', '[name] next door fed the cat while we were away.'],
      [
        'Couldn’t get out, so Sue from next door brought milk.',
        'Couldn’t get out, so [name] from next door brought milk.',
      ],
      [
        'Rough night. Kenzie needs a lift to football tomorrow.',
        'Rough night. [name] needs a lift to football tomorrow.',
      ],
      ['Braxton and them were shouting in the corridor again.', '[name] and them were shouting in the corridor again.'],
      ['Ingrid and the girls kept the flat.', '[name] and the girls kept the flat.'],
    ]));

  describe('stays when it is a thing or a place', () =>
    cases([
      ['The noise next door kept me up.', 'The noise next door kept me up.'],
      ['Lasagne needs a good hour in the oven.', 'Lasagne needs a good hour in the oven.'],
      ['Homework and them exams are killing me.', 'Homework and them exams are killing me.'],
      ['Everything needs a reset sometimes.', 'Everything needs a reset sometimes.'],
      ['Maddie wants my charger back.', '[name] wants my charger back.'],
      ['mi primer día en la finca de Madrid', 'mi primer día en la finca de Madrid'],
    ]));
});

describe('names after an elided article, and prefixes written with their accents', () => {
  describe('are hidden', () =>
    cases([
      ['Le doyen de l’Université d’Orléans m’a répondu.', 'Le doyen de [school] m’a répondu.'],
      ['Herr Weber von der Bäckerei Lindner hat angerufen.', '[name] von der [workplace] hat angerufen.'],
      [
        "Il mio turno all'Iperal di Bergamo finisce alle dieci.",
        "Il mio turno all'[workplace] di [city] finisce alle dieci.",
      ],
    ]));

  describe('stay when nothing names a workplace', () =>
    cases([
      ["Siamo andati all'Arena di Verona.", "Siamo andati all'Arena di Verona."],
      ["Premier jour de l'Aïd, on a bien mangé.", "Premier jour de l'Aïd, on a bien mangé."],
      ["J'adore l'Italie.", "J'adore l'Italie."],
    ]));
});

describe('a university by an acronym with the U at either end, after "at", "in", "of" or "from"', () => {
  describe('is hidden in any sentence', () =>
    cases([
      ['Dropped out of UWA last month and nobody knows.', 'Dropped out of [school] last month and nobody knows.'],
      ['Lunch with my old crew from UNIBEN days.', 'Lunch with my old crew from [school] days.'],
      ['Kakakku sekarang kuliah di UNPAD.', 'Kakakku sekarang kuliah di [school].'],
      ['My cousin has been in NTU since last year.', 'My cousin has been in [school] since last year.'],
    ]));

  describe('countries, wards, parts and firms stay', () =>
    cases([
      ['We flew back to the UK on Monday.', 'We flew back to the UK on Monday.'],
      ['Night shift in the ICU again, so tired.', 'Night shift in the ICU again, so tired.'],
      ['Otra noche en la UCI, estoy muy cansada.', 'Otra noche en la UCI, estoy muy cansada.'],
      ['Bought a new GPU for the gaming PC.', 'Bought a new GPU for the gaming PC.'],
      ['Sent the parcel by UPS to my sister.', 'Sent the parcel by UPS to my sister.'],
    ]));
});
