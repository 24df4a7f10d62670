// The one-line summary of a response row: the first sentence of its description.
import { describe, expect, it } from 'vitest';
import { firstSentence } from '../../../cli/openapi/first-sentence.js';

describe('firstSentence', () => {
  it('keeps the first sentence of several', () => {
    expect(firstSentence('Dados inválidos. Veja detalhes.')).toBe('Dados inválidos.');
    expect(firstSentence('Não encontrado! Confira o id.')).toBe('Não encontrado!');
    expect(firstSentence('Já existe? Use o PATCH.')).toBe('Já existe?');
    expect(firstSentence('Aguarde… Tente de novo.')).toBe('Aguarde…');
  });

  it('returns a single sentence, or text without a final period, whole', () => {
    expect(firstSentence('Pessoa cadastrada, com status pending e saldo zero.')).toBe(
      'Pessoa cadastrada, com status pending e saldo zero.',
    );
    expect(firstSentence('Sem ponto final')).toBe('Sem ponto final');
    expect(firstSentence('')).toBe('');
  });

  it('does not end a sentence inside a number, a version or before a lower-case word', () => {
    expect(firstSentence('Versão 1.2 publicada. Mais nada.')).toBe('Versão 1.2 publicada.');
    expect(firstSentence('Campos opcionais, e.g. memo, podem faltar. Outros não.')).toBe('Campos opcionais, e.g. memo, podem faltar.');
  });

  it('ends before a sentence that opens with a digit, a quote or code', () => {
    expect(firstSentence('Limite excedido. 60 segundos depois, tente de novo.')).toBe('Limite excedido.');
    expect(firstSentence('Conflito. "Idempotency-Key" repetida.')).toBe('Conflito.');
  });

  it('folds line breaks and runs of spaces into one space', () => {
    expect(firstSentence('  Requisição mal formada:\n  JSON inválido.\nNão repita.  ')).toBe('Requisição mal formada: JSON inválido.');
  });
});
