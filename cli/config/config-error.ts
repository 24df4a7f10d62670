// A config the schema rejected, told as one DocsgenError: the most useful of zod's issues, worded as
// `config field "sidebars.guide.items[0].type" must be … (got …)`, with the config file and a hint.
import { z } from 'zod';
import { DocsgenError } from '../errors/docsgen-error.js';
import { closestWord } from '../text/closest-word.js';
import { allowedText, oneOf } from './schema-text.js';
import { fieldAt, valueAt } from './schema-walk.js';

type Issue = z.core.$ZodIssue;

/** One of zod's issues with its path from the config's root (issues inside a union's options have relative paths). */
interface Problem {
  issue: Issue;
  path: PropertyKey[];
}

export interface ConfigErrorInput {
  schema: z.ZodType;
  /** The config as written. */
  config: unknown;
  issues: readonly Issue[];
  /** The config file's name, for the error's location. */
  file: string;
}

/** The error for a config the schema rejected, about the one issue most worth reading first. */
export function configError({ schema, config, issues, file }: ConfigErrorInput): DocsgenError {
  const problems = issues.flatMap((issue) => problemsOf(issue, []));
  // An unknown key first: a misspelt field is often why another one looks missing.
  const chosen = problems.find((problem) => problem.issue.code === 'unrecognized_keys') ?? problems[0]!;
  return chosen.issue.code === 'unrecognized_keys'
    ? unknownKeyError(chosen.issue, chosen.path, { schema, config, file })
    : typeError(chosen, { schema, config, file });
}

/** `a.b[0].c` and `tags["getting-started"]`: a path as a user writes it in TypeScript. */
export function formatPath(path: readonly PropertyKey[]): string {
  return path
    .map((key, i) => {
      if (typeof key === 'number') return `[${key}]`;
      const name = String(key);
      if (/^[A-Za-z_$][\w$]*$/.test(name)) return i === 0 ? name : `.${name}`;
      return `[${JSON.stringify(name)}]`;
    })
    .join('');
}

/**
 * The problems an issue stands for. A union's issue holds one list per option; the option the value was meant for is
 * the one that did not reject the value's kind outright (an object is not meant for the string option), and among
 * several, the one whose problems lie deepest. When every option rejects the kind, the union's issue itself is the problem.
 */
function problemsOf(issue: Issue, base: readonly PropertyKey[]): Problem[] {
  const path = [...base, ...issue.path];
  if (issue.code !== 'invalid_union' || issue.errors.length === 0) return [{ issue, path }];
  const options = issue.errors.map((errors) => errors.flatMap((inner) => problemsOf(inner, path)));
  const wrongKind = (problem: Problem): boolean =>
    problem.path.length === path.length && (problem.issue.code === 'invalid_type' || problem.issue.code === 'invalid_value');
  const depth = (option: Problem[]): number => Math.min(...option.map((problem) => problem.path.length));
  const meant = options
    .filter((option) => option.length > 0 && !option.every(wrongKind))
    .sort((a, b) => depth(b) - depth(a) || a.length - b.length);
  return meant[0] ?? [{ issue, path }];
}

/** "got 3", "got "x"", "got a list": the wrong value, short. */
function gotText(value: unknown): string {
  if (Array.isArray(value)) return value.length ? 'a list' : 'an empty list';
  if (value === null) return 'null';
  if (typeof value === 'object') return 'an object';
  if (typeof value === 'function') return 'a function';
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value);
  return String(value);
}

type Where = Omit<ConfigErrorInput, 'issues'>;

function typeError({ issue, path }: Problem, { schema, config, file }: Where): DocsgenError {
  const target = fieldAt(schema, path, config);
  let allowed: string;
  let choices: unknown[] = [];
  if (issue.code === 'invalid_union' && issue.errors.length === 0 && 'options' in issue && issue.options) {
    // A discriminated union found no option for the value of its discriminator (the path ends with it).
    choices = issue.options;
    allowed = oneOf(choices);
  } else if (issue.code === 'invalid_value') {
    choices = issue.values;
    allowed = oneOf(choices);
  } else {
    allowed = target ? allowedText(target) : issue.code === 'invalid_type' ? `of type ${issue.expected}` : 'valid';
  }
  const name = formatPath(path);
  const value = valueAt(config, path);
  // A check across fields (versions-schema.ts) says what is wrong itself: "must be <kind>" would not.
  const said = issue.code === 'custom' && issue.params?.said === true;
  const message = said
    ? `config field "${name}": ${issue.message}`
    : value === undefined
      ? `config field "${name}" must be ${allowed}; it is missing`
      : `config field "${name}" must be ${allowed} (got ${gotText(value)})`;
  const meant =
    typeof value === 'string'
      ? closestWord(
          value,
          choices.filter((c): c is string => typeof c === 'string'),
        )
      : undefined;
  const hint = meant ? `did you mean "${meant}"?` : target?.meta.hint;
  return new DocsgenError({ code: 'config-type', file, message, hint });
}

function unknownKeyError(issue: z.core.$ZodIssueUnrecognizedKeys, path: PropertyKey[], { schema, config, file }: Where): DocsgenError {
  const target = fieldAt(schema, path, config);
  const known = target?.schema instanceof z.ZodObject ? Object.keys(target.schema.shape) : [];
  const names = issue.keys.map((key) => `"${formatPath([...path, key])}"`);
  const message = names.length === 1 ? `unknown config field ${names[0]}` : `unknown config fields ${names.join(', ')}`;
  const special = issue.keys.map((key) => target?.meta.unknownKeyHint?.(key)).find((hint) => hint !== undefined);
  const guesses = issue.keys.flatMap((key) => {
    const guess = closestWord(key, known);
    return guess ? [issue.keys.length === 1 ? `"${guess}"` : `"${guess}" for "${key}"`] : [];
  });
  const knownText = `known fields${path.length ? ` of ${formatPath(path)}` : ''}: ${known.join(', ')}`;
  const hint = special ?? (guesses.length ? `did you mean ${guesses.join(', ')}? ${knownText}` : knownText);
  return new DocsgenError({ code: 'config-unknown-key', file, message, hint });
}
