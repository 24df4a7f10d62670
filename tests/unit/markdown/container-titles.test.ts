// The text pass that turns VitePress's and Docusaurus's "::: name Title" into remark-directive's ":::name[Title]":
// line for line, outside fenced code only.
import { describe, expect, it } from 'vitest';
import { directiveLine, directiveTitles } from '../../../cli/markdown/container-titles.js';

describe('directiveLine', () => {
  it.each([
    ['::: tip', ':::tip'],
    ['::: tip   ', ':::tip'],
    [':::tip Title', ':::tip[Title]'],
    ['::: tip Title  ', ':::tip[Title]'],
    [':::: details Outer box', '::::details[Outer box]'],
    ['::: tip[Title]', ':::tip[Title]'],
    ['::: details Click me {open}', ':::details[Click me]{open}'],
    ['::: details {open}', ':::details{open}'],
    [':::note a ] b', ':::note[a \\] b]'],
    [':::note see [x](/y)', ':::note[see [x](/y)]'],
    [':::note ends with \\', ':::note[ends with \\\\]'],
    ['> ::: warning Quoted', '> :::warning[Quoted]'],
    ['   ::: code-group', '   :::code-group'],
    ['::: tip Title\r', ':::tip[Title]'],
  ])('writes %j as %j', (line, expected) => {
    expect(directiveLine(line)).toBe(expected);
  });

  it.each([':::tip', ':::tip[Title]', ':::', '::::', ':::tip.', ':::a:b', 'text ::: tip Title', '::tab[npm]', '::: 10:30'])(
    'leaves %j as it is',
    (line) => {
      expect(directiveLine(line)).toBeUndefined();
    },
  );
});

describe('directiveTitles', () => {
  it('rewrites opening lines outside fenced code and keeps the number of lines', () => {
    const body = [
      '::: tip Um',
      '```md',
      '::: tip Dois',
      '```',
      '~~~~',
      '::: tip Três',
      '```',
      '::: tip Ainda código',
      '~~~~',
      '- item',
      '',
      '  ```',
      '  ::: tip Código na lista',
      '  ```',
      '::: tip Quatro',
      '- item',
      '  ```',
      '::: tip Cinco, depois de um bloco que a lista fechou',
    ].join('\n');
    const out = directiveTitles(body).split('\n');
    expect(out).toHaveLength(18);
    expect(out.filter((line, index) => line !== body.split('\n')[index])).toEqual([
      ':::tip[Um]',
      ':::tip[Quatro]',
      ':::tip[Cinco, depois de um bloco que a lista fechou]',
    ]);
  });

  it('reads files with CRLF line ends alike', () => {
    expect(directiveTitles('::: tip Um\r\n```md\r\n::: tip Dois\r\n```\r\n::: tip Três\r\n')).toBe(
      ':::tip[Um]\n```md\r\n::: tip Dois\r\n```\r\n:::tip[Três]\n',
    );
  });
});
