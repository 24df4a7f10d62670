// Chinese and Japanese write a clause without spaces, so a word of theirs sits inside a run the separators never
// cut ("使用积分兑换礼品"): the tokenizer cuts such runs into words with the platform's word segmenter, the same
// way for the index and for queries, and leaves every other text exactly as it was.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queryTerms } from '../../../client/search/query-match.js';
import { WORD_SEPARATOR, tokenize, wordsAt } from '../../../shared/search-index/tokenizer.js';

const CHINESE = '会员可以使用积分兑换礼品，每次消费都能获得积分。';
const JAPANESE = 'ポイントを貯めて東京の店舗で使えます。';

describe('the search tokenizer on Chinese and Japanese', () => {
  it('finds the words inside running text', () => {
    expect(tokenize(CHINESE)).toEqual(expect.arrayContaining(['积分', '兑换', '礼品']));
    expect(tokenize(JAPANESE)).toEqual(expect.arrayContaining(['ポイント', '東京']));
    // Before, each clause was one word.
    expect(tokenize(CHINESE)).not.toContain('会员可以使用积分兑换礼品');
  });

  it('keeps the letters and digits beside them as words of their own', () => {
    expect(tokenize('使用API兑换v2积分')).toEqual(['使用', 'API', '兑换', 'v2', '积分']);
    // Empty words at the ends stay, as MiniSearch counted them in field lengths.
    expect(tokenize('「积分」')).toEqual(['', '积分', '']);
  });

  it('cuts a query as it cuts the text it searches', () => {
    expect(queryTerms('积分兑换')).toEqual(['积分', '兑换']);
    // Terms are decomposed as every term is (normalizeTerm): "ポ" is "ホ" and its mark, in the index as in queries.
    expect(queryTerms('東京 ポイント')).toEqual(['東京', 'ポイント'.normalize('NFD')]);
  });

  it('gives each word its place in the text (for highlights)', () => {
    const text = `Coins: ${CHINESE} ${JAPANESE} <b>API</b>`;
    const words = wordsAt(text);
    for (const { word, index } of words) expect(text.slice(index, index + word.length)).toBe(word);
    expect(words.map(({ word }) => word)).toEqual(tokenize(text).filter(Boolean));
    expect(words.find(({ word }) => word === '兑换')?.index).toBe(text.indexOf('兑换'));
  });

  it('leaves text without Chinese or Japanese as the separators cut it', () => {
    for (const text of ['Configuração da API', 'a+b <script> R$10', 'status\tclass', 'Привет мир', '한국어를 배우다', ' x '])
      expect(tokenize(text)).toEqual(text.split(WORD_SEPARATOR));
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!/[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u.test(text));
        expect(tokenize(text)).toEqual(text.split(WORD_SEPARATOR));
      }),
    );
  });
});
