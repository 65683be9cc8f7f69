// Which members TypeScript's language service reports as deprecated (suggestion 6385, the one
// an editor shows as a strikethrough) when every token is read through the `Tokens` type:
//   NODE_PATH=/usr/share/nodejs node ts_deprecations.js <folder with tokens.ts> <container.member>…
// Prints a JSON array of the "container.member" names reported.
const ts = require("typescript");
const fs = require("fs");
const path = require("path");

const [folder, ...members] = process.argv.slice(2);
const consumer = path.join(folder, "deprecations-consumer.ts");
let text = 'import type { Tokens } from "./tokens";\ndeclare const tokens: Tokens;\n';
members.forEach((member, index) => { text += `const use${index} = tokens.${member};\n`; });
text += "export {};\n";
fs.writeFileSync(consumer, text);

const options = { strict: true, target: ts.ScriptTarget.ES2020, module: ts.ModuleKind.ES2020, moduleResolution: ts.ModuleResolutionKind.NodeJs, noEmit: true };
const host = {
  getScriptFileNames: () => [consumer],
  getScriptVersion: () => "1",
  getScriptSnapshot: (name) => fs.existsSync(name) ? ts.ScriptSnapshot.fromString(fs.readFileSync(name, "utf8")) : undefined,
  getCurrentDirectory: () => folder,
  getCompilationSettings: () => options,
  getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
  fileExists: ts.sys.fileExists,
  readFile: ts.sys.readFile,
  readDirectory: ts.sys.readDirectory,
};
const service = ts.createLanguageService(host, ts.createDocumentRegistry());
const errors = service.getSemanticDiagnostics(consumer).map((d) => ts.flattenDiagnosticMessageText(d.messageText, "\n"));
if (errors.length > 0) {
  console.error(errors.join("\n"));
  process.exit(1);
}
const lines = text.split("\n");
const reported = new Set();
for (const diagnostic of service.getSuggestionDiagnostics(consumer)) {
  if (diagnostic.code !== 6385 && diagnostic.code !== 6387) continue;
  const line = ts.getLineAndCharacterOfPosition(service.getProgram().getSourceFile(consumer), diagnostic.start).line;
  const match = /tokens\.(.*);$/.exec(lines[line]);
  if (match) reported.add(match[1]);
}
console.log(JSON.stringify([...reported].sort()));
