/**
 * Guard rail (issue #34 "errors that never hide"): every `catch` in `src/` that drops its error
 * says so. A catch passes when it rethrows (`throw` in its block), uses the caught error (shows its
 * message, hands it on, judges it), or carries a comment of at least three words saying what happens
 * instead — what the user sees (`shown by the request layer; the choices stay`) or why nothing needs
 * showing (`storage disabled (privacy mode): behave as empty`). A bare `catch { return x; }` fails,
 * listed with its file and line; a catch that says the request layer showed the error must not follow
 * a call told to stay silent (`skipErrorMessage: true`). A promise's `.catch(handler)` is judged the
 * same way: its handler rethrows, uses its error, or a comment says why — inside the handler, at the
 * end of its line, or on the lines just above the call or its `.catch`. Read with TypeScript's parser,
 * every file of `src/`. See docs/guard-rails.md "Catches".
 */
import ts from 'typescript';
import { commentRanges, readSource, sourceFiles } from './source-scan';


/** What a catch clause does with its error. */
type Verdict = 'rethrows' | 'uses' | 'explained' | 'bare';

/** Whether comment text says enough: three words, or a run of six Chinese characters (Chinese has no spaces). */
function saysWhy(comments: string): boolean {
  const words = comments.replace(/\/\/|\/\*|\*\/|\*/g, ' ').trim().split(/\s+/).filter(Boolean);
  return words.length >= 3 || /[\u4e00-\u9fff]{6,}/.test(comments);
}

/** A call's options that keep the request layer from showing its error. */
const SILENCES = /skipErrorMessage:\s*true|\bQUIET\b/;

/**
 * The verdict of a handler `body` whose error is named `binding` (none for `catch {}` or `() =>`):
 * it throws, reads its error, or else `comments` (its comment text) say why it is dropped.
 */
function verdictOf(body: ts.Node, binding: string | undefined, comments: string): Verdict {
  let throws = false;
  let uses = false;
  const walk = (m: ts.Node) => {
    if (ts.isThrowStatement(m)) throws = true;
    if (binding && ts.isIdentifier(m) && m.text === binding) uses = true;
    ts.forEachChild(m, walk);
  };
  walk(body);
  return throws ? 'rethrows' : uses ? 'uses' : saysWhy(comments) ? 'explained' : 'bare';
}

/** One catch clause or `.catch(handler)` of a file, with its line (1-based) and verdict. */
interface Catch {
  line: number;
  verdict: Verdict;
  code: string;
  claimsRequestLayer: boolean;
  silenced: boolean;
}

/** The verdict of every catch clause and promise `.catch(handler)` of `text` (file `file`), with its line. */
function catchesOf(file: string, text: string): Catch[] {
  const jsx = file.endsWith('.tsx');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ranges = commentRanges(text, jsx);
  const out: Catch[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCatchClause(n)) {
      const start = n.block.getStart(sf);
      const end = n.block.getEnd();
      const inside = ranges.filter(([a, b]) => a >= start && b <= end);
      const comments = inside.map(([a, b]) => text.slice(a, b)).join(' ');
      let code = text.slice(start, end);
      for (const [a, b] of inside.reverse()) code = code.slice(0, a - start) + code.slice(b - start);
      const binding = n.variableDeclaration && ts.isIdentifier(n.variableDeclaration.name) ? n.variableDeclaration.name.text : undefined;
      // "the request layer showed it" is true only when the try block does not silence the request layer
      const tryBlock = ts.isTryStatement(n.parent) ? text.slice(n.parent.tryBlock.getStart(sf), n.parent.tryBlock.getEnd()) : '';
      out.push({
        line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
        verdict: verdictOf(n.block, binding, comments),
        code: code.replace(/\s+/g, ' ').trim().slice(0, 100),
        claimsRequestLayer: /request layer/i.test(comments),
        silenced: SILENCES.test(tryBlock),
      });
    }
    if (
      ts.isCallExpression(n) &&
      ts.isPropertyAccessExpression(n.expression) &&
      n.expression.name.text === 'catch' &&
      n.arguments.length === 1 &&
      (ts.isArrowFunction(n.arguments[0]) || ts.isFunctionExpression(n.arguments[0]))
    ) {
      const handler = n.arguments[0];
      const lineOf = (pos: number) => sf.getLineAndCharacterOfPosition(pos).line;
      const param = handler.parameters[0];
      const binding = param && ts.isIdentifier(param.name) ? param.name.text : undefined;
      // the comments on their own lines directly above line `line` (0-based), as one block
      const above = (line: number) => {
        const picked: string[] = [];
        let limit = sf.getPositionOfLineAndCharacter(line, 0);
        for (const [a, b] of [...ranges].reverse()) {
          if (b > limit) continue;
          const lineStart = text.lastIndexOf('\n', a - 1) + 1;
          if (!/^[ \t]*\r?\n$/.test(text.slice(b, limit)) || text.slice(lineStart, a).trim() !== '') break;
          picked.push(text.slice(a, b));
          limit = lineStart;
        }
        return picked.join(' ');
      };
      const callLine = lineOf(n.getStart(sf));
      const catchLine = lineOf(n.expression.name.getStart(sf));
      const endLine = lineOf(n.getEnd());
      const near = ranges
        .filter(([a, b]) => (a >= handler.getStart(sf) && b <= handler.getEnd()) || (a >= n.getEnd() && lineOf(a) === endLine))
        .map(([a, b]) => text.slice(a, b))
        .join(' ');
      const comments = [near, above(callLine), above(catchLine)].join(' ');
      out.push({
        line: catchLine + 1,
        verdict: verdictOf(handler.body, binding, comments),
        code: text.slice(n.expression.name.getStart(sf), n.getEnd()).replace(/\s+/g, ' ').trim().slice(0, 100),
        claimsRequestLayer: /request layer/i.test(comments),
        silenced: SILENCES.test(text.slice(n.getStart(sf), n.expression.name.getStart(sf))),
      });
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return out;
}

describe('the catch verdicts', () => {
  const verdicts = (code: string) => catchesOf('sample.ts', code).map((c) => c.verdict);

  it('tells a bare catch from one that rethrows, uses its error or says why', () => {
    expect(verdicts('try { a(); } catch { return undefined; }')).toEqual(['bare']);
    expect(verdicts('try { a(); } catch (e) { return undefined; }')).toEqual(['bare']);
    expect(verdicts('try { a(); } catch { /* ignore */ }')).toEqual(['bare']);
    expect(verdicts("try { a(); } catch { const url = 'https://x.example/a b c'; }")).toEqual(['bare']);
    expect(verdicts('try { a(); } catch (e) { if (!(e instanceof X)) throw e; }')).toEqual(['rethrows']);
    expect(verdicts('try { a(); } catch (e) { setError((e as Error).message); }')).toEqual(['uses']);
    expect(verdicts('try { a(); } catch { /* shown by the request layer; the choices stay */ }')).toEqual(['explained']);
    expect(verdicts('try { a(); } catch {\n  return false; // 浏览器禁止了本地存储，不保存选择\n}')).toEqual(['explained']);
  });

  it('judges a promise .catch(handler) the same way, with its comment inside, at the line end or above', () => {
    expect(verdicts('void save().catch(() => undefined);')).toEqual(['bare']);
    expect(verdicts('void save().catch((e) => undefined);')).toEqual(['bare']);
    expect(verdicts('void save().catch((e) => setError(e));')).toEqual(['uses']);
    expect(verdicts('void save().catch(() => { throw new Error("x"); });')).toEqual(['rethrows']);
    expect(verdicts('void save().catch(() => undefined); // the default stays in place')).toEqual(['explained']);
    expect(verdicts('// the field shows its own error\nvoid save().catch(() => undefined);')).toEqual(['explained']);
    expect(verdicts('// 发送失败时下次保存会重试\nfetch(u, {\n  a: 1,\n})\n  .catch(() => undefined);')).toEqual(['explained']);
    expect(verdicts('fetch(u)\n  .then(() => 1)\n  // the default stays in place\n  .catch(() => undefined);')).toEqual(['explained']);
    expect(verdicts('x(); // the default stays in place\nvoid save().catch(() => undefined);')).toEqual(['bare']);
    expect(verdicts('// the field shows its own error\n\nvoid save().catch(() => undefined);')).toEqual(['bare']);
    expect(verdicts('void a().then(() => b()).catch(() => undefined); // ok')).toEqual(['bare']);
  });

  it('sees a catch that says the request layer showed an error its call silenced', () => {
    const [c] = catchesOf('sample.ts', 'try { await save(v, { skipErrorMessage: true }); } catch { /* shown by the request layer */ }');
    expect([c.claimsRequestLayer, c.silenced]).toEqual([true, true]);
    const [d] = catchesOf('sample.ts', 'try { await save(v); } catch { /* shown by the request layer */ }');
    expect([d.claimsRequestLayer, d.silenced]).toEqual([true, false]);
  });
});

describe('no catch in src/ drops an error without saying so', () => {
  const files = sourceFiles(['src']);
  const all = files.flatMap((f) => catchesOf(f, readSource(f)).map((c) => ({ file: f, ...c })));

  it('reads the catches', () => {
    expect(all.length).toBeGreaterThan(80);
    expect(new Set(all.map((c) => c.verdict))).toEqual(new Set(['rethrows', 'uses', 'explained']));
  });

  it('lists none that is bare', () => {
    expect(all.filter((c) => c.verdict === 'bare').map((c) => `${c.file}:${c.line} ${c.code}`)).toEqual([]);
  });

  it('none says "shown by the request layer" after a call that told the request layer to stay silent', () => {
    expect(all.filter((c) => c.claimsRequestLayer).length).toBeGreaterThan(20);
    expect(all.filter((c) => c.claimsRequestLayer && c.silenced).map((c) => `${c.file}:${c.line} ${c.code}`)).toEqual([]);
  });
});
