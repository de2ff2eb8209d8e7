// People's names found by how people write them (people.ts), and the ordinary sentences beside them that must stay.
// Sentences written for these tests, not taken from any corpus.
import { describe, expect, it } from 'vitest';
import { redactForSharing } from '../redaction.ts';

const cases = (rows: [string, string][]) =>
  it.each(rows)('%s', (input, expected) => {
    expect(redactForSharing(input)).toBe(expected);
  });

describe('a given name in lower case, in a text in another language', () => {
  describe('is hidden', () =>
    cases([
      [
        'gestern abend noch pizza bei giuseppe geholt, war lecker',
        'gestern abend noch pizza bei [name] geholt, war lecker',
      ],
      ['hoy no fui a clase. fernanda dice que no pasa nada', 'hoy no fui a clase. [name] dice que no pasa nada'],
      ['kemarin makan bakso sama wulan di depan kampus', 'kemarin makan bakso sama [name] di depan kampus'],
      ['w pracy znowu ten krzysztof się czepia', 'w pracy znowu ten [name] się czepia'],
    ]));

  describe('the words of those languages stay', () =>
    cases([
      ['según mi madre hoy va a llover', 'según mi madre hoy va a llover'],
      ['es wird anders, nicht sofort, aber es wird', 'es wird anders, nicht sofort, aber es wird'],
      ['ben je morgen thuis? ik kom langs', 'ben je morgen thuis? ik kom langs'],
      ['tim kami menang lagi tadi malam', 'tim kami menang lagi tadi malam'],
      ['en la oficina nueva la gente es maja', 'en la oficina nueva la gente es maja'],
    ]));
});

describe('a country or a firm that speaks is a person', () => {
  describe('is hidden', () =>
    cases([
      ['Wieczorem Kuba napisał, że jednak przyjdzie.', 'Wieczorem [name] napisał, że jednak przyjdzie.'],
      ['Po pracy Kuba powiedział mi coś dziwnego.', 'Po pracy [name] powiedział mi coś dziwnego.'],
    ]));

  describe('the country stays', () =>
    cases([
      ['Wieczorem Kuba była piękna na zdjęciach.', 'Wieczorem Kuba była piękna na zdjęciach.'],
      ['Ieri sera Italia ha vinto ancora.', 'Ieri sera Italia ha vinto ancora.'],
    ]));
});

describe('names by where they stand: after an article abroad, at home, as a subject, again in lower case', () => {
  describe('are hidden', () =>
    cases([
      ['domingo na praia com a joana e as crianças', 'domingo na praia com a [name] e as crianças'],
      ['on mange chez fatou demain', 'on mange chez [name] demain'],
      ['main game bareng mbak wulan sama kak dimas tadi malam', 'main game bareng [name] sama [name] tadi malam'],
      ['we got to the lake and lily fainted from the heat', 'we got to the lake and [name] fainted from the heat'],
      ['Went bowling with Kai, and kai won twice.', 'Went bowling with [name], and [name] won twice.'],
    ]));

  describe('the ordinary twins stay', () =>
    cases([
      ['fui com a minha mãe à praia no domingo', 'fui com a minha mãe à praia no domingo'],
      ['on reste chez moi ce soir, puis dimanche chez mamie', 'on reste chez moi ce soir, puis dimanche chez mamie'],
      ['kak, aku pinjam dulu ya bukunya', 'kak, aku pinjam dulu ya bukunya'],
      ['picked a lily and smiled all the way home', 'picked a lily and smiled all the way home'],
      ['Hope is all I have, hope keeps me going.', 'Hope is all I have, hope keeps me going.'],
    ]));
});

describe('an article or a kin word that Spanish, German, Hindi and Filipino speech puts beside a name', () => {
  describe('is kept, and the name hidden', () =>
    cases([
      [
        'Ayer llamé a la Nuri y le pedí perdón, estoy muy feliz porque también me llamó.',
        'Ayer llamé a la [name] y le pedí perdón, estoy muy feliz porque también me llamó.',
      ],
      ['Seit der Jakob im Heim ist, bin ich allein.', 'Seit der [name] im Heim ist, bin ich allein.'],
      ['Ramesh chacha kal ghar aaye aur sab khush the.', '[name] chacha kal ghar aaye aur sab khush the.'],
      ['Geeta mausi ne khana banaya.', '[name] mausi ne khana banaya.'],
      ["Kuya Rommel doesn't reply anymore.", "[name] doesn't reply anymore."],
      [
        'Venkat mama picked us up from the station at midnight.',
        '[name] mama picked us up from the station at midnight.',
      ],
      ['Selvi akka sent the photos from the long weekend.', '[name] akka sent the photos from the long weekend.'],
      [
        'No puedo dormir. La Cuqui me escribió, estoy muy cansada y no le contesto.',
        'No puedo dormir. La [name] me escribió, estoy muy cansada y no le contesto.',
      ],
      [
        'Hoy no fui a clase. La Tati nos dijo que el examen es muy difícil.',
        'Hoy no fui a clase. La [name] nos dijo que el examen es muy difícil.',
      ],
    ]));

  describe('things after the article, and kin words on their own, stay', () =>
    cases([
      [
        'La Liga empieza el sábado y estoy feliz porque yo también juego.',
        'La Liga empieza el sábado y estoy feliz porque yo también juego.',
      ],
      ['Der Mark ist gefallen, sagt die Zeitung.', 'Der Mark ist gefallen, sagt die Zeitung.'],
      ['Mera mama bahut acha hai.', 'Mera mama bahut acha hai.'],
      ['Bei uns sagt mei Mama immer Servus.', 'Bei uns sagt mei Mama immer Servus.'],
      ['Mi hermano y yo vemos la Champions todos los días.', 'Mi hermano y yo vemos la Champions todos los días.'],
      ['Heute Mama angerufen, sie war müde.', 'Heute Mama angerufen, sie war müde.'],
      ['Wczoraj mama zadzwoniła do mnie wieczorem.', 'Wczoraj mama zadzwoniła do mnie wieczorem.'],
      ['Ayer mamá me llamó y estoy muy contenta.', 'Ayer mamá me llamó y estoy muy contenta.'],
      [
        'La Moncloa dijo que no hay nada nuevo y yo estoy muy harto.',
        'La Moncloa dijo que no hay nada nuevo y yo estoy muy harto.',
      ],
    ]));
});

describe('a Polish woman’s name in its other cases', () => {
  describe('is hidden in each, once one is a name', () =>
    cases([
      ['Wieczorem byłam z Jagą w kinie. Jaga płakała.', 'Wieczorem byłam z [name] w kinie. [name] płakała.'],
      [
        'Poszłam z Jagą na spacer, a potem widziałam Jagę znowu.',
        'Poszłam z [name] na spacer, a potem widziałam [name] znowu.',
      ],
    ]));

  describe('other words ending alike stay', () =>
    cases([
      ['Ana came by after work. Ano is the Portuguese year.', '[name] came by after work. Ano is the Portuguese year.'],
    ]));
});

describe('a name no lexicon knows, by what its person does', () => {
  describe('is hidden after "so" and before a doing with its particle', () =>
    cases([
      ["I skip class, so Orlagh thinks I'm studying.", "I skip class, so [name] thinks I'm studying."],
      ['Brannagh was giving out about the priest.', '[name] was giving out about the priest.'],
      ['Got home at six. Torvald was asleep on the sofa.', 'Got home at six. [name] was asleep on the sofa.'],
      ['Big news tonight. Ruairi is pregnant again!', 'Big news tonight. [name] is pregnant again!'],
      ['Long day. Ailsa at the deli covered for me again.', 'Long day. [name] at the deli covered for me again.'],
      ['kit from choir texted me tonight', '[name] from choir texted me tonight'],
      [
        'Barbecue at ours. Torvald is buying the sausages and we bring salad.',
        'Barbecue at ours. [name] is buying the sausages and we bring salad.',
      ],
    ]));

  describe('feelings after "so", and things in a state, stay', () =>
    cases([
      ['I feel so Blah today.', 'I feel so Blah today.'],
      ['Wordle was annoying today.', 'Wordle was annoying today.'],
      ['Stock is bubbling away.', 'Stock is bubbling away.'],
      ['Zoloft is making my head foggy.', 'Zoloft is making my head foggy.'],
      ['Traffic was awful and the bus was late.', 'Traffic was awful and the bus was late.'],
      ['Work from home said nobody ever.', 'Work from home said nobody ever.'],
      ['Lunch at the pub was lovely today.', 'Lunch at the pub was lovely today.'],
    ]));
});

describe('names listed with commas in English text', () => {
  describe('are hidden: a word no lexicon knows beside a name, any capital between two', () =>
    cases([
      ['Bec, Tamsin, Rua and me won the bowls comp.', '[name] and me won the bowls comp.'],
      ['Mum, Dad and Kaito came over.', 'Mum, Dad and [name] came over.'],
    ]));

  describe('lists of things, places and other languages’ nouns stay', () =>
    cases([
      ['We bought Bread, Milk and Eggs.', 'We bought Bread, Milk and Eggs.'],
      ['Kaito, Paris, London and Rome were on the list.', 'Kaito, Paris, London and Rome were on the list.'],
      ['Révision : la Terreur, Robespierre et Danton.', 'Révision : la Terreur, [name] et [name].'],
      [
        'Heute war ich müde und habe Arbeit, Sport und Kochen mit Jonas gemacht.',
        'Heute war ich müde und habe Arbeit, Sport und Kochen mit [name] gemacht.',
      ],
    ]));
});

describe('a title and the initial of a surname', () => {
  describe('is hidden', () =>
    cases([
      ['Mrs. T asked about my mum again today.', '[name] asked about my mum again today.'],
      ['Seit Montag ist Herr P. wieder auf Station.', 'Seit Montag ist [name]. wieder auf Station.'],
      ['mr d from the corner shop gave me a lift', '[name] from the corner shop gave me a lift'],
    ]));

  describe('a title before the writer, a word or a vitamin stays', () =>
    cases([
      ['Papa I miss you every day.', 'Papa I miss you every day.'],
      ['tata w domu, mama w pracy', 'tata w domu, mama w pracy'],
      ['i miss u so much', 'i miss u so much'],
      ['Took vitamin D with breakfast.', 'Took vitamin D with breakfast.'],
    ]));
});
