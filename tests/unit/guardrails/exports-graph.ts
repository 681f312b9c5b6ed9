/**
 * The exports of the source files and who imports them, read with TypeScript's parser (no type
 * checking, so it takes a few seconds): for the dead-export guard rail (`dead-exports.test.ts`).
 *
 * An export counts as used when another file imports it by name (`import { x }`, `import x`,
 * `export { x } from`), through any chain of re-exports (`export * from`, `export { x } from`), or
 * reads it from a namespace import (`import * as ns` then `ns.x`; a namespace used any other way, or
 * a dynamic `import()`, uses every export of its module).
 */
import fs from 'fs';
import path from 'path';
import ts from 'typescript';
import { ROOT } from './source-scan';

/** One exported name of a file and the line of its declaration. */
export interface ExportedName {
  file: string;
  name: string;
  line: number;
  /** `type` for an interface or a type alias (or a re-export marked `type`), `value` otherwise. */
  kind: 'type' | 'value';
}

interface ModuleInfo {
  /** Names the file declares and exports itself (`default` for a default export). */
  own: Map<string, { line: number; kind: 'type' | 'value' }>;
  /** `export { a as b } from './x'`: exported name → [target file, its name there]. */
  reexports: Map<string, [string, string, number, 'type' | 'value']>;
  /** `export * from './x'` targets. */
  stars: string[];
}

const EXTS = ['.ts', '.tsx', '.js', '/index.ts', '/index.tsx', '/index.js'];

/** The file (relative to the root) a specifier of `from` names, or `undefined` for a package or a missing file. */
export function resolveModule(from: string, spec: string): string | undefined {
  let base: string;
  if (spec.startsWith('@/')) base = path.join(ROOT, 'src', spec.slice(2));
  else if (spec.startsWith('.')) base = path.resolve(ROOT, path.dirname(from), spec);
  else return undefined;
  for (const cand of [base, ...EXTS.map((e) => base + e)]) {
    if (fs.existsSync(cand) && fs.statSync(cand).isFile()) return path.relative(ROOT, cand).split(path.sep).join('/');
  }
  return undefined;
}

const hasExport = (n: ts.Node) => ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword);
const hasDefault = (n: ts.Node) => ts.canHaveModifiers(n) && !!ts.getModifiers(n)?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);

/** The names bound by a (possibly destructuring) variable name. */
function boundNames(name: ts.BindingName): string[] {
  if (ts.isIdentifier(name)) return [name.text];
  return name.elements.flatMap((e) => (ts.isOmittedExpression(e) ? [] : boundNames(e.name)));
}

/** The export graph of `files` (paths relative to the root): each file's exports and the uses of them by the other files. */
export function exportGraph(files: readonly string[]) {
  const modules = new Map<string, ModuleInfo>();
  /** `file → names` used from it by other files; `*` = every export. */
  const used = new Map<string, Set<string>>();
  const use = (file: string | undefined, name: string) => {
    if (!file) return;
    if (!used.has(file)) used.set(file, new Set());
    used.get(file)!.add(name);
  };

  for (const file of files) {
    const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : file.endsWith('.js') ? ts.ScriptKind.JS : ts.ScriptKind.TS);
    const info: ModuleInfo = { own: new Map(), reexports: new Map(), stars: [] };
    modules.set(file, info);
    const line = (n: ts.Node) => sf.getLineAndCharacterOfPosition(n.getStart(sf)).line + 1;
    /** Namespace imports of this file: local name → module file. */
    const namespaces = new Map<string, string>();

    for (const st of sf.statements) {
      if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) {
        const target = resolveModule(file, st.moduleSpecifier.text);
        const clause = st.importClause;
        if (!clause) continue;
        if (clause.name) use(target, 'default');
        const nb = clause.namedBindings;
        if (nb && ts.isNamespaceImport(nb) && target) namespaces.set(nb.name.text, target);
        if (nb && ts.isNamedImports(nb)) for (const el of nb.elements) use(target, (el.propertyName ?? el.name).text);
      } else if (ts.isExportDeclaration(st)) {
        const target = st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier) ? resolveModule(file, st.moduleSpecifier.text) : undefined;
        if (!st.exportClause) {
          if (target) info.stars.push(target);
        } else if (ts.isNamedExports(st.exportClause)) {
          for (const el of st.exportClause.elements) {
            const local = (el.propertyName ?? el.name).text;
            if (target) info.reexports.set(el.name.text, [target, local, line(el), el.isTypeOnly || st.isTypeOnly ? 'type' : 'value']);
            else info.own.set(el.name.text, { line: line(el), kind: el.isTypeOnly || st.isTypeOnly ? 'type' : 'value' });
          }
        } else if (ts.isNamespaceExport(st.exportClause) && target) {
          info.own.set(st.exportClause.name.text, { line: line(st), kind: 'value' });
          use(target, '*');
        }
      } else if (ts.isExportAssignment(st)) {
        info.own.set('default', { line: line(st), kind: 'value' });
      } else if (hasExport(st)) {
        const kind = ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) ? 'type' : 'value';
        if (hasDefault(st)) info.own.set('default', { line: line(st), kind });
        else if (ts.isVariableStatement(st)) for (const d of st.declarationList.declarations) for (const n of boundNames(d.name)) info.own.set(n, { line: line(d), kind });
        else if ((ts.isFunctionDeclaration(st) || ts.isClassDeclaration(st) || ts.isInterfaceDeclaration(st) || ts.isTypeAliasDeclaration(st) || ts.isEnumDeclaration(st) || ts.isModuleDeclaration(st)) && st.name && ts.isIdentifier(st.name))
          info.own.set(st.name.text, { line: line(st), kind });
      }
    }

    // Namespace reads (`ns.x`), namespaces used whole, dynamic imports, `require()`, `import type` queries.
    const visit = (n: ts.Node) => {
      if (ts.isIdentifier(n) && namespaces.has(n.text) && !ts.isNamespaceImport(n.parent)) {
        const p = n.parent;
        if ((ts.isPropertyAccessExpression(p) && p.expression === n) || (ts.isQualifiedName(p) && p.left === n)) use(namespaces.get(n.text), ts.isPropertyAccessExpression(p) ? p.name.text : p.right.text);
        else use(namespaces.get(n.text), '*');
      }
      if (ts.isCallExpression(n) && n.arguments.length > 0 && ts.isStringLiteral(n.arguments[0]) && (n.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(n.expression) && n.expression.text === 'require'))) {
        use(resolveModule(file, n.arguments[0].text), '*');
      }
      if (ts.isImportTypeNode(n) && ts.isLiteralTypeNode(n.argument) && ts.isStringLiteral(n.argument.literal)) {
        use(resolveModule(file, n.argument.literal.text), n.qualifier ? (ts.isIdentifier(n.qualifier) ? n.qualifier.text : n.qualifier.right.text) : '*');
      }
      ts.forEachChild(n, visit);
    };
    visit(sf);
  }

  // Follow the re-exports: a use of a barrel's name is a use of the file that declares it.
  const queue: [string, string][] = [...used].flatMap(([f, names]) => [...names].map((n) => [f, n] as [string, string]));
  const done = new Set<string>();
  while (queue.length) {
    const [f, n] = queue.pop()!;
    const key = `${f}#${n}`;
    if (done.has(key)) continue;
    done.add(key);
    use(f, n);
    const m = modules.get(f);
    if (!m) continue;
    if (n === '*') {
      for (const [, [t, local]] of m.reexports) queue.push([t, local]);
      for (const t of m.stars) queue.push([t, '*']);
      continue;
    }
    if (m.own.has(n)) continue;
    const re = m.reexports.get(n);
    if (re) queue.push([re[0], re[1]]);
    else if (n !== 'default') for (const t of m.stars) queue.push([t, n]); // `export *` leaves the default out
  }
  const exported: ExportedName[] = [];
  for (const [file, m] of modules) {
    for (const [name, { line, kind }] of m.own) exported.push({ file, name, line, kind });
    for (const [name, [, , line, kind]] of m.reexports) exported.push({ file, name, line, kind });
  }
  const isUsed = (e: ExportedName) => {
    const u = used.get(e.file);
    return !!u && (u.has('*') || u.has(e.name));
  };
  return { exported, isUsed, modules };
}
