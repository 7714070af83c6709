/**
 * The part of ICU MessageFormat the catalogs use, formatted as intl-messageformat formats it: text,
 * `{name}` placeholders, `{name, select, key {…} other {…}}`, `{name, plural, offset:n =0 {…} one {…}
 * other {…}}` with `#` (the count, in the locale's digits), and ICU's apostrophe quoting (`''` is one
 * apostrophe; one before `{`, `}`, `<`, `>` or, in a plural, `#` opens quoted text). intl-messageformat
 * and its parsers were 10 KB of calculator.js's gzip for this (issue 23); it stays the catalogs' syntax
 * check in the tests (message-arguments.ts), and icu-message.test.ts formats every message of every
 * catalog with both and compares. Anything else (`number`, `date`, `selectordinal`, tags) is refused
 * with a SyntaxError when parsed, so a catalog that starts using it fails its test here first.
 */

type Part =
  | string
  | { kind: 'argument'; name: string }
  | { kind: 'pound' }
  | { kind: 'select'; name: string; options: Map<string, Part[]> }
  | { kind: 'plural'; name: string; offset: number; options: Map<string, Part[]> };

export type IcuValue = string | number | boolean | null | undefined | Date;

class MessageParser {
  private position = 0;

  constructor(private readonly source: string) {}

  parse(): Part[] {
    const parts = this.message(false);
    if (this.position < this.source.length) this.fail(`unexpected '${this.source[this.position]}'`);
    return parts;
  }

  private fail(problem: string): never {
    throw new SyntaxError(`${problem} at ${this.position} in ${JSON.stringify(this.source)}`);
  }

  /** Text and arguments up to an unmatched `}` (inside an option) or the end. */
  private message(inPlural: boolean): Part[] {
    const parts: Part[] = [];
    let text = '';
    const source = this.source;
    while (this.position < source.length) {
      const character = source[this.position];
      if (character === '}') break;
      if (character === '{') {
        if (text) parts.push(text);
        text = '';
        parts.push(this.argument());
        continue;
      }
      if (character === '#' && inPlural) {
        if (text) parts.push(text);
        text = '';
        parts.push({ kind: 'pound' });
        this.position++;
        continue;
      }
      if (character === "'") {
        text += this.quoted(inPlural);
        continue;
      }
      text += character;
      this.position++;
    }
    if (text) parts.push(text);
    return parts;
  }

  /** An apostrophe and what it quotes, as ICU's ApostropheMode.DOUBLE_OPTIONAL reads it. */
  private quoted(inPlural: boolean): string {
    const source = this.source;
    const next = source[this.position + 1];
    if (next === "'") {
      this.position += 2;
      return "'";
    }
    if (!'{}<>'.includes(next ?? 'x') && !(next === '#' && inPlural)) {
      this.position++;
      return "'";
    }
    let text = '';
    this.position++;
    while (this.position < source.length) {
      if (source[this.position] === "'") {
        if (source[this.position + 1] === "'") {
          text += "'";
          this.position += 2;
          continue;
        }
        this.position++;
        return text;
      }
      text += source[this.position++];
    }
    return text;
  }

  private skipSpace(): void {
    while (/\s/.test(this.source[this.position] ?? '')) this.position++;
  }

  private word(): string {
    this.skipSpace();
    const match = /^[^\s{},#]+/.exec(this.source.slice(this.position));
    if (!match) this.fail('expected a name');
    this.position += match[0].length;
    return match[0];
  }

  private expect(character: string): void {
    this.skipSpace();
    if (this.source[this.position] !== character) this.fail(`expected '${character}'`);
    this.position++;
  }

  private argument(): Part {
    this.position++; // {
    const name = this.word();
    this.skipSpace();
    if (this.source[this.position] === '}') {
      this.position++;
      return { kind: 'argument', name };
    }
    this.expect(',');
    const type = this.word();
    if (type !== 'select' && type !== 'plural') this.fail(`'${type}' arguments are not supported`);
    this.expect(',');
    let offset = 0;
    const options = new Map<string, Part[]>();
    for (;;) {
      this.skipSpace();
      if (this.source[this.position] === '}') break;
      const key = this.word();
      if (type === 'plural' && key.startsWith('offset:')) {
        offset = Number(key.slice('offset:'.length));
        if (!Number.isFinite(offset)) this.fail('expected a number after offset:');
        continue;
      }
      if (options.has(key)) this.fail(`duplicate option '${key}'`);
      this.expect('{');
      options.set(key, this.message(type === 'plural'));
      this.expect('}');
    }
    this.position++; // }
    if (!options.has('other')) this.fail(`${type} without an 'other' option`);
    return type === 'select' ? { kind: 'select', name, options } : { kind: 'plural', name, offset, options };
  }
}

/** A parsed message, formatted for one locale. */
export class IcuMessage {
  private readonly parts: Part[];
  private pluralRules: Intl.PluralRules | undefined;
  private numberFormat: Intl.NumberFormat | undefined;

  /** Throws a SyntaxError naming the problem when `source` is not in the supported syntax. */
  constructor(
    source: string,
    private readonly locale: string,
  ) {
    this.parts = new MessageParser(source).parse();
  }

  /** Throws when a value the message uses is missing (intl-messageformat's MISSING_VALUE). */
  format(values: Record<string, IcuValue> = {}): string {
    return this.formatParts(this.parts, values, undefined);
  }

  private value(values: Record<string, IcuValue>, name: string): IcuValue {
    if (!Object.prototype.hasOwnProperty.call(values, name)) {
      throw new Error(`The message needs a value for "${name}".`);
    }
    return values[name];
  }

  private formatParts(parts: Part[], values: Record<string, IcuValue>, count: number | undefined): string {
    let result = '';
    for (const part of parts) {
      if (typeof part === 'string') {
        result += part;
      } else if (part.kind === 'argument') {
        const value = this.value(values, part.name);
        result += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      } else if (part.kind === 'pound') {
        this.numberFormat ??= new Intl.NumberFormat(this.locale);
        result += count === undefined ? '#' : this.numberFormat.format(count);
      } else if (part.kind === 'select') {
        const key = String(this.value(values, part.name));
        result += this.formatParts(part.options.get(key) ?? part.options.get('other')!, values, count);
      } else {
        const value = Number(this.value(values, part.name));
        this.pluralRules ??= new Intl.PluralRules(this.locale);
        const chosen =
          part.options.get(`=${value}`) ??
          part.options.get(this.pluralRules.select(value - part.offset)) ??
          part.options.get('other')!;
        result += this.formatParts(chosen, values, value - part.offset);
      }
    }
    return result;
  }
}
