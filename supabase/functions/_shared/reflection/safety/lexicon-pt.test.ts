import { describe, expect, it } from 'vitest';
import { detectCrisis } from '../detector.ts';

const level = (text: string) => detectCrisis(text).level;

// Fresh sentences (not from the corpus): Brazilian and European forms, with and without accents, clitics before
// and after the verb, first-person past, present and periphrastic future.
const CRISES = [
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
];

// The deadly-sounding idioms of an ordinary day, and everyday uses of words the lexicon reads.
const ORDINARY = [
  'Morri de rir com o vídeo do meu sobrinho dançando.',
  'Quero sumir do mapa nas férias: praia, rede e zero e-mail.',
  'Minha mãe vai me matar quando vir a fatura do cartão.',
  'Hoje decidi começar a correr, comprei ténis novos e fiz cinco quilómetros.',
  'Não quero acordar cedo amanhã, é sábado!',
  'Saí de fininho para não acordar o bebê e fui tomar café na varanda.',
];

describe('Portuguese lexicon', () => {
  it.each(CRISES)('not none: %s', (text) => {
    expect(level(text)).not.toBe('none');
  });

  it.each(ORDINARY)('none: %s', (text) => {
    expect(level(text)).toBe('none');
  });
});
