// The four lexicons beyond English (concepts.ts), each read the way its speakers type: other persons and tenses,
// clitics both sides of the verb, accents dropped, regional forms and slang; and each language's deadly-sounding
// idioms left alone. Fresh sentences, written for this file by the lexicon's writer, none taken from the corpus.
import { describe, expect, it } from 'vitest';
import { detectByRules, detectCrisis } from '../detector.ts';

interface LexiconCases {
  /** Crises in forms the lexicon once lacked: never read as none. */
  crises: string[];
  /**
   * Ordinary lines with the language's alarming words: no rule reading, never the crisis card. The learned reader
   * may hold one for a person to read: the gate errs toward holding (train.ts TARGETS).
   */
  ordinary: string[];
  /** Lines the rules once read as crisis: no rule reading now (the learned reader may still hold them). */
  rulesQuiet?: string[];
}

const LEXICONS: Record<string, LexiconCases> = {
  Spanish: {
    crises: [
      'Me he vuelto a cortar en el baño y nadie se ha dado cuenta.',
      'kiero morirme, ya no aguanto nada',
      'Estoy cansada de vivir, y no lo digo por decir.',
      'Ojalá me atropellara un camión de camino al curro, no me importaría nada.',
      'Tengo las pastillas de mi madre guardadas en el cajón desde hace semanas.',
      'Todos estarían mejor sin mí, lo tengo clarísimo.',
      'Esta noche es la noche. No paso de hoy.',
      'Le voy a hacer pagar lo que me hizo, sé dónde vive y el viernes lo espero a la salida.',
      'no quiero despertar mañana, ni pasado, ni nunca',
      'Cada noche pienso en quitarme la vida cuando todos duermen.',
      'Me aterra pensar en soltar al bebé por la ventana, la imagen vuelve cada vez que lo cojo.',
    ],
    ordinary: [
      'Me muero de risa con los audios que manda mi abuela al grupo.',
      'Me quiero morir de la vergüenza, hoy llamé mamá a la profesora delante de todos.',
      'Hoy me corté el pelo yo sola y el flequillo quedó fatal.',
      'Se me quemó el arroz otra vez, menuda cena.',
      'Estoy muerta después del turno doble, solo quiero sofá y una peli.',
      'Si el vecino vuelve a poner música a las siete de la mañana lo mato.',
    ],
  },
  Portuguese: {
    crises: [
      'Cansei de existir, de verdade. Ninguém ia notar.',
      'to pensando em me matar faz uns dias e n consigo parar',
      'Apetece-me matar-me, já não aguento esta casa.',
      'queria dormir e nao acordar mais',
      'Já escolhi o dia: vai ser sábado, depois do jantar de anos da minha mãe.',
      'Tenho as caixas de comprimidos guardadas no armário, finjo que tomo.',
      'voltei a me cortar ontem, a vontade não passa',
      'Deixei tudo organizado e as senhas estão na gaveta. Desculpem por tudo.',
      'Se um caminhão me pegasse amanhã na estrada, sinceramente não me importaria.',
      'Sei a que horas ele sai do trabalho. Vou esperar ele lá fora com a faca.',
      'tomara que eu não acorde amanhã',
      'Quero que saibam que amo vocês. Dei o meu violão pro Caio e vendi minha moto.',
      'Não paro de ter imagens de empurrar o bebê da escada, tenho medo do que as minhas mãos podem fazer.',
    ],
    ordinary: [
      'Morri de rir com o vídeo do meu sobrinho dançando.',
      'Quero sumir do mapa nas férias: praia, rede e zero e-mail.',
      'Minha mãe vai me matar quando vir a fatura do cartão.',
      'Hoje decidi começar a correr, comprei ténis novos e fiz cinco quilómetros.',
      'Não quero acordar cedo amanhã, é sábado!',
      'Saí de fininho para não acordar o bebê e fui tomar café na varanda.',
    ],
  },
  French: {
    crises: [
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
    ],
    ordinary: [
      'Je suis mort de rire, ce film etait genial.',
      'Ce dossier va me tuer, vivement vendredi.',
      "J'etais morte de honte devant toute la classe.",
      "Il m'a coupe la parole trois fois en reunion.",
      'Je crevais de chaud dans le metro ce matin.',
      "Apres cette semaine j'ai envie de disparaitre quelques jours a la campagne.",
    ],
    rulesQuiet: [
      "J'ai hate d'en finir avec les partiels, apres je pars en vacances.",
      'Je me suis coupe les cheveux moi-meme, pas terrible.',
      'Il va voir le medecin demain pour son genou.',
    ],
  },
  German: {
    crises: [
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
    ],
    ordinary: [
      'Ich sterbe vor Hunger, gleich gibt es endlich Nudeln.',
      'Meine Mutter bringt mich um, wenn sie das Zeugnis sieht 😂',
      'Ich könnte mich erschießen, ich habe den Schlüssel schon wieder vergessen.',
      'Ich will mit ihm Schluss machen, aber ich weiß nicht wie.',
      'Beim Zwiebelschneiden hab ich mich am Herd verbrannt, halb so wild.',
      'Ich bring sie um acht zum Bahnhof, danach gehe ich einkaufen.',
      'Ich will endlich aufhören zu rauchen, ab Montag gilt es.',
      'Papa wird morgen im Restaurant bezahlen, wie immer.',
      'Heute haben wir im Kurs über Suizidprävention gesprochen, sehr lehrreich.',
    ],
  },
};

describe.each(Object.entries(LEXICONS))('%s lexicon', (_, cases) => {
  it.each(cases.crises)('not none: %s', (text) => {
    expect(detectCrisis(text).level).not.toBe('none');
  });

  it.each(cases.ordinary)('no rule reading, never the card: %s', (text) => {
    expect(detectByRules(text).level).toBe('none');
    expect(detectCrisis(text).level).not.toBe('crisis');
  });

  it.each(cases.rulesQuiet ?? [])('no rule reading: %s', (text) => {
    expect(detectByRules(text).level).toBe('none');
  });
});

/** Forms the rules once lacked, each beside the ordinary twins that keep the new words narrow. */
interface RuleCases {
  /** The rules alone read a crisis. */
  crises: string[];
  /** The rules alone read nothing. */
  ordinary: string[];
}

const ONCE_LACKED: Record<string, RuleCases> = {
  // A cut in the kitchen is an accident; a cut again, after class, or named as self-harm is not (frames.ts
  // isAccident). "aula", "clase", "cours" and "class" are benign words for work talk, and had silenced a relapse.
  'self-harm beside an everyday word': {
    crises: [
      'Me cortei de novo depois da aula e ninguém viu.',
      'Me corté otra vez después de clase, en el baño del instituto.',
      'Je me suis coupée après les cours, encore.',
      'Ich habe mich nach dem Training wieder geritzt.',
      'Burned myself again after the match, on purpose this time.',
    ],
    ordinary: [
      'Cut my finger chopping onions for the curry.',
      'Me corté picando cebolla para la cena, qué torpe.',
      'Je me suis coupé en cuisinant hier soir, rien de grave.',
      'Me cortei descascando batatas pro almoço.',
    ],
  },
  // English forms the sixth wave's writers used and the rules lacked, in fresh sentences (concepts.ts EN).
  'English forms': {
    crises: [
      "I've settled on the 12th, after the kids go back to school.",
      'Walking up to the quarry on Friday. Not planning on coming back down.',
      'Bit my wrist till it bled after the shouting stopped.',
      'Every time I hold the baby near the cooker I get a picture of turning the knife on her.',
      'When he spat his dinner out again I had a flash of hitting him across the face and it scared me.',
    ],
    ordinary: [
      "We've settled on Saturday for the barbecue, weather permitting.",
      'Bit my lip till it bled trying not to laugh in the meeting.',
      'Not planning on coming back late tonight, early start tomorrow.',
    ],
  },
  // The same for es/pt/fr/de: a day chosen with its ordinal ("den 3. Jänner", where the segmenter used to end a
  // sentence at "3."), a prayer to be taken back, hurting oneself again, a wish to fall asleep and not wake.
  'forms in four languages': {
    crises: [
      'Ich habe mir den 12. März ausgesucht, dann ist alles vorbei.',
      'Manchmal wünsch ich mir, dass ich einschlafe und nicht mehr aufwache.',
      'Chaque soir je demande au Seigneur de me reprendre.',
      'jai choisi le jour, ce sera samedi soir',
      'Me machuquei de novo ontem à noite, ninguém sabe.',
    ],
    ordinary: [
      'Am 15. Mai fahren wir an die Ostsee, ich freu mich riesig.',
      'Je demande à Dieu de me donner la force pour l’examen.',
      'Machuquei o braço jogando bola com os meninos.',
      'Wir haben den 3. Oktober für die Hochzeit ausgesucht!',
    ],
  },
  // The eleventh round: veiled threats told as knowing someone's routine, intrusive images of a patient or a parent,
  // head-banging and scratching till it bleeds, an accident accepted ("the sea can have me"), praying not to wake,
  // a day decided on, a date that is a relief, and the same in the four other languages.
  'eleventh round': {
    crises: [
      "I know the car park where he leaves his van every night. He won't be smirking much longer.",
      'He kept ringing the bell all shift and I had a flash of switching off his oxygen until he went quiet.',
      'Banged my head against the bathroom wall till I saw stars, third time this week.',
      'Scratched my arms with my nails till they bled again after the phone call.',
      "If the tide takes me while I'm out on the rocks, it can have me.",
      'Every night I pray I go to sleep and never get up.',
      "I've decided on Friday. The house will be empty.",
      'Le pido a Dios cada noche que me lleve y no me deje despertar.',
      'Que alivio tener una fecha, ya no tengo que pensar mas.',
      'Se um ônibus me pegasse na avenida tava resolvido.',
      'Si le métro me roule dessus demain, ça m’arrangerait.',
      'Hab mir absichtlich die Faust an der Wand blutig geschlagen.',
      'Ich überlege, ob ich mir nicht einfach das Leben nehme.',
      'been thinking about unaliving myself again, it will not leave my head',
      "They're all going to pay, every one of them, and soon.",
      'Held my nephew on the balcony and my brain said: let go. I went inside shaking.',
      'j’aimerais tellement avoir un accident sur la route du boulot, juste moi.',
      'Otra vez pensé en tirarme desde el puente de camino al trabajo.',
      'Fiquei pensando em me jogar na linha quando o metrô chegou.',
      'Bitte lass mich morgen früh einfach nicht aufwachen.',
      'Ich bring morgen was mit in die Schule, kein Witz diesmal.',
    ],
    ordinary: [
      "If the boss books one more meeting I'm going to walk into the sea.",
      'I know the road he takes to school, so I drop his lunch at the gate.',
      'Decided on Friday for the pub quiz, everyone can make it.',
      'The sea was rough but the ferry got us home.',
      'nobody would notice if I skipped the team quiz, honestly.',
      'Bought a box of rounds for the club shoot on Sunday.',
    ],
  },
};

describe.each(Object.entries(ONCE_LACKED))('rules once lacking: %s', (_, cases) => {
  it.each(cases.crises)('the rules read a crisis: %s', (text) => {
    expect(detectByRules(text).level).toBe('crisis');
  });

  it.each(cases.ordinary)('an ordinary line stays ordinary: %s', (text) => {
    expect(detectByRules(text).level).toBe('none');
  });
});
