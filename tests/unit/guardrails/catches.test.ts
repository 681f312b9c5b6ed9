/**
 * Guard rail (issue #34 "errors that never hide"): every `catch` in `src/` that drops its error
 * says so. A catch passes when it rethrows (`throw` in its block), uses the caught error (shows its
 * message, hands it on, judges it), or carries a comment of at least three words saying what happens
 * instead — what the user sees (`shown by the request layer; the choices stay`) or why nothing needs
 * showing (`storage disabled (privacy mode): behave as empty`). A bare `catch { return x; }` fails,
 * listed with its file and line; a catch that says the request layer showed the error must not follow
 * a call told to stay silent (`skipErrorMessage: true`). Read with TypeScript's parser, every file of `src/`. See docs/guard-rails.md "Catches".
 */
import ts from 'typescript';
import { commentRanges, readSource, sourceFiles } from './source-scan';


/** What a catch clause does with its error. */
type Verdict = 'rethrows' | 'uses' | 'explained' | 'bare';

/** The verdict of every catch clause of `text` (file `file`), with its line. */
function catchesOf(file: string, text: string): { line: number; verdict: Verdict; code: string; claimsRequestLayer: boolean; silenced: boolean }[] {
  const jsx = file.endsWith('.tsx');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, jsx ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const ranges = commentRanges(text, jsx);
  const out: { line: number; verdict: Verdict; code: string; claimsRequestLayer: boolean; silenced: boolean }[] = [];
  const visit = (n: ts.Node) => {
    if (ts.isCatchClause(n)) {
      const start = n.block.getStart(sf);
      const end = n.block.getEnd();
      const inside = ranges.filter(([a, b]) => a >= start && b <= end);
      const comments = inside.map(([a, b]) => text.slice(a, b)).join(' ');
      let code = text.slice(start, end);
      for (const [a, b] of inside.reverse()) code = code.slice(0, a - start) + code.slice(b - start);
      const binding = n.variableDeclaration && ts.isIdentifier(n.variableDeclaration.name) ? n.variableDeclaration.name.text : undefined;
      let throws = false;
      let uses = false;
      const walk = (m: ts.Node) => {
        if (ts.isThrowStatement(m)) throws = true;
        if (binding && ts.isIdentifier(m) && m.text === binding) uses = true;
        ts.forEachChild(m, walk);
      };
      walk(n.block);
      const words = comments.replace(/\/\/|\/\*|\*\/|\*/g, ' ').trim().split(/\s+/).filter(Boolean);
      // Chinese text has no spaces: count a run of CJK characters as words too.
      const explained = words.length >= 3 || /[\u4e00-\u9fff]{6,}/.test(comments);
      const verdict: Verdict = throws ? 'rethrows' : uses ? 'uses' : explained ? 'explained' : 'bare';
      // "the request layer showed it" is true only when the try block does not silence the request layer
      const tryBlock = ts.isTryStatement(n.parent) ? text.slice(n.parent.tryBlock.getStart(sf), n.parent.tryBlock.getEnd()) : '';
      out.push({
        line: sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1,
        verdict,
        code: code.replace(/\s+/g, ' ').trim().slice(0, 100),
        claimsRequestLayer: /request layer/i.test(comments),
        silenced: /skipErrorMessage:\s*true|\bQUIET\b/.test(tryBlock),
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
