// Just enough of SQLite's lexer to split SQL text into statements and find the
// bound parameters. The `libsql` engine's prepare() silently ignores everything
// after the first statement and does not expose parameter names, so the server
// must count statements and map named arguments itself.

export interface ParsedStatement {
  /** The statement's text, without the trailing semicolon. */
  sql: string;
  /** Upper-cased bare words, in order (keywords and unquoted identifiers). */
  words: string[];
  /** Highest parameter index SQLite will assign (sqlite3_bind_parameter_count). */
  paramCount: number;
  /** Parameter names by 1-based index, prefix included (":id", "@id", "$id", "?3"); `?` has none. */
  paramNames: Map<number, string>;
}

type TokenKind = "word" | "param" | "semicolon" | "other";

interface Token {
  kind: TokenKind;
  start: number;
  end: number;
}

export function splitStatements(sql: string): ParsedStatement[] {
  const statements: ParsedStatement[] = [];
  let current: Token[] = [];
  let blockDepth = 0;
  for (const token of tokenize(sql)) {
    if (token.kind === "semicolon" && blockDepth === 0) {
      if (current.length > 0) statements.push(buildStatement(sql, current));
      current = [];
      continue;
    }
    current.push(token);
    blockDepth = nextBlockDepth(sql, current, token, blockDepth);
  }
  if (current.length > 0) statements.push(buildStatement(sql, current));
  return statements;
}

// Inside CREATE TRIGGER ... BEGIN ... END the body's semicolons do not end the
// statement; CASE ... END nests inside that body.
function nextBlockDepth(sql: string, statement: Token[], token: Token, depth: number): number {
  if (token.kind !== "word" || !isTriggerDefinition(sql, statement)) return depth;
  const word = sql.slice(token.start, token.end).toUpperCase();
  if (word === "BEGIN" || word === "CASE") return depth + 1;
  if (word === "END" && depth > 0) return depth - 1;
  return depth;
}

function isTriggerDefinition(sql: string, statement: Token[]): boolean {
  const leading = statement
    .slice(0, 3)
    .filter((token) => token.kind === "word")
    .map((token) => sql.slice(token.start, token.end).toUpperCase());
  if (leading[0] !== "CREATE") return false;
  return (
    leading[1] === "TRIGGER" || ((leading[1] === "TEMP" || leading[1] === "TEMPORARY") && leading[2] === "TRIGGER")
  );
}

function buildStatement(sql: string, tokens: Token[]): ParsedStatement {
  const words: string[] = [];
  const paramNames = new Map<number, string>();
  let paramCount = 0;
  for (const token of tokens) {
    const text = sql.slice(token.start, token.end);
    if (token.kind === "word") words.push(text.toUpperCase());
    if (token.kind !== "param") continue;
    paramCount = assignParameter(text, paramNames, paramCount);
  }
  const sqlText = sql.slice(tokens[0].start, tokens[tokens.length - 1].end);
  return { sql: sqlText, words, paramCount, paramNames };
}

// SQLite's numbering: `?` takes the next index, `?NNN` takes NNN, and a named
// parameter takes the next index unless the same name appeared before.
function assignParameter(text: string, names: Map<number, string>, count: number): number {
  if (text === "?") return count + 1;
  if (text.startsWith("?")) {
    const index = Number(text.slice(1));
    names.set(index, text);
    return Math.max(count, index);
  }
  for (const [, name] of names) if (name === text) return count;
  names.set(count + 1, text);
  return count + 1;
}

function* tokenize(sql: string): Generator<Token> {
  let position = 0;
  while (position < sql.length) {
    const start = position;
    const char = sql[position];
    const next = sql[position + 1];
    if (/\s/.test(char)) {
      position += 1;
    } else if (char === "-" && next === "-") {
      position = endOfLineComment(sql, position);
    } else if (char === "/" && next === "*") {
      position = endOfBlockComment(sql, position);
    } else if (char === ";") {
      position += 1;
      yield { kind: "semicolon", start, end: position };
    } else if (char === "'" || char === '"' || char === "`") {
      position = endOfQuoted(sql, position, char);
      yield { kind: "other", start, end: position };
    } else if (char === "[") {
      position = endOfBracketed(sql, position);
      yield { kind: "other", start, end: position };
    } else if (char === "?") {
      position = endOfWhile(sql, position + 1, isDigit);
      yield { kind: "param", start, end: position };
    } else if ((char === ":" || char === "@" || char === "$") && next !== undefined && isWordChar(next)) {
      position = endOfWhile(sql, position + 1, isWordChar);
      yield { kind: "param", start, end: position };
    } else if (isDigit(char) || (char === "." && next !== undefined && isDigit(next))) {
      position = endOfWhile(sql, position + 1, (c) => isWordChar(c) || c === ".");
      yield { kind: "other", start, end: position };
    } else if (isWordChar(char)) {
      position = endOfWhile(sql, position + 1, isWordChar);
      yield { kind: "word", start, end: position };
    } else {
      position += 1;
      yield { kind: "other", start, end: position };
    }
  }
}

function endOfLineComment(sql: string, start: number): number {
  const newline = sql.indexOf("\n", start);
  return newline === -1 ? sql.length : newline + 1;
}

function endOfBlockComment(sql: string, start: number): number {
  const close = sql.indexOf("*/", start + 2);
  return close === -1 ? sql.length : close + 2;
}

// A doubled quote inside a quoted string or identifier stands for the quote itself.
function endOfQuoted(sql: string, start: number, quote: string): number {
  let position = start + 1;
  while (position < sql.length) {
    if (sql[position] === quote) {
      if (sql[position + 1] !== quote) return position + 1;
      position += 2;
    } else {
      position += 1;
    }
  }
  return sql.length;
}

function endOfBracketed(sql: string, start: number): number {
  const close = sql.indexOf("]", start + 1);
  return close === -1 ? sql.length : close + 1;
}

function endOfWhile(sql: string, start: number, accept: (char: string) => boolean): number {
  let position = start;
  while (position < sql.length && accept(sql[position])) position += 1;
  return position;
}

function isDigit(char: string): boolean {
  return char >= "0" && char <= "9";
}

function isWordChar(char: string): boolean {
  return /[A-Za-z0-9_$]/.test(char) || char.charCodeAt(0) > 0x7f;
}

// Statement classification, used where sqld looks at the statement kind.

export function isExplain(statement: ParsedStatement): boolean {
  return statement.words[0] === "EXPLAIN";
}

const WRITE_WORDS = new Set(["INSERT", "UPDATE", "DELETE", "REPLACE"]);

/** INSERT/UPDATE/DELETE (possibly behind WITH): the only kinds whose change count sqld reports. */
export function isDataChange(statement: ParsedStatement): boolean {
  const [first] = statement.words;
  if (WRITE_WORDS.has(first)) return true;
  return first === "WITH" && statement.words.some((word) => WRITE_WORDS.has(word));
}

/** An approximation of sqlite3_stmt_readonly(), which the engine does not expose. */
export function isReadonly(statement: ParsedStatement): boolean {
  const [first] = statement.words;
  if (first === "SELECT" || first === "VALUES" || first === "EXPLAIN") return true;
  return first === "WITH" && !isDataChange(statement);
}
