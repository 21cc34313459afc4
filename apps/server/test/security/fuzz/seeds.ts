import fc from 'fast-check';
import { isInputObjectType, isListType, isNonNullType, type GraphQLInputType } from 'graphql';
import type { GraphqlOperation } from '../../support/api-surface.js';
import { exeFile, gifFile, jpegFile, multipartBody, pdfFile, pngFile } from '../../support/file-fixtures.js';
import { crossWorld, missingWorld, type World } from '../world.js';
import type { GraphqlEntry, RestEntry } from '../operation-catalogue.js';
import { ABSENT, graphqlValue, valueForName } from './inputs.js';
import {
  commonHeaders,
  graphqlDocument,
  postGraphql,
  segmentFor,
  SELECTION_LEVELS,
  type Callers,
  type FuzzCall,
} from './requests.js';
import { anyValue, nastyString, remoteAddress, toJsonText } from './values.js';
import type { FuzzWorld } from './world.js';

/**
 * Calls that start valid: the operation catalogue's call of each operation, built from A's newest
 * World, then changed in one place (an argument, field, path segment or file replaced by a hostile
 * value, a key dropped or added, the ids swapped for another company's or for ids nobody holds).
 * Right everywhere else, they get past the parser and the permission checks to the rule the changed
 * value meets, which pure garbage rarely does.
 */

type Path = (string | number)[];

/** Every place of a JSON value a change can land on: its objects, lists and leaves. */
function pathsOf(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, index) => pathsOf(item, [...path, index]))];
  if (value && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...path, key]))];
  return [path];
}

/** A copy of `value` with `replacement` at `path` (ABSENT deletes the key). */
function setAt(value: unknown, path: Path, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  if (Array.isArray(value)) return value.map((item, index) => (index === head ? setAt(item, rest, replacement) : item));
  if (value && typeof value === 'object') {
    const copy: Record<string, unknown> = { ...value };
    if (replacement === ABSENT && rest.length === 0) delete copy[String(head)];
    else copy[String(head)] = setAt(copy[String(head)], rest, replacement);
    return copy;
  }
  return value;
}

/** The GraphQL input type at `path` of an operation's arguments. */
function typeAt(operation: GraphqlOperation, path: Path): GraphQLInputType | undefined {
  const [argName, ...rest] = path;
  let type: GraphQLInputType | undefined = operation.args.find((arg) => arg.name === argName)?.type;
  for (const step of rest) {
    if (!type) return undefined;
    const inner: GraphQLInputType = isNonNullType(type) ? type.ofType : type;
    if (isListType(inner)) type = inner.ofType;
    else if (isInputObjectType(inner)) type = inner.getFields()[String(step)]?.type;
    else return undefined;
  }
  return type;
}

const nameAt = (path: Path) => String([...path].reverse().find((step) => typeof step === 'string') ?? 'value');

type Change = 'none' | 'replace' | 'wrongType' | 'drop' | 'add' | 'foreign' | 'missing';
const CHANGES: Change[] = [
  'none',
  'replace',
  'replace',
  'replace',
  'replace',
  'wrongType',
  'drop',
  'add',
  'foreign',
  'missing',
];

/** The World a call is built from: A's own, A's processes with B's candidates, or ids that do not exist. */
function worldFor(world: FuzzWorld, change: Change): World {
  if (change === 'foreign') return crossWorld(world.own, world.foreign);
  if (change === 'missing') return missingWorld(world.own);
  return world.own;
}

/** `value` changed in the place `which` picks: `hostile` gives a value fit for a path. */
function change(
  value: unknown,
  kind: Change,
  which: number,
  hostile: (path: Path) => fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  if (kind === 'none' || kind === 'foreign' || kind === 'missing') return fc.constant(value);
  const paths = pathsOf(value).filter((path) => path.length > 0);
  if (kind === 'add') {
    const objects = pathsOf(value).filter((path) => {
      const at = path.reduce<unknown>((node, step) => (node as Record<string, unknown>)[step], value);
      return at !== null && typeof at === 'object' && !Array.isArray(at);
    });
    const at = objects[which % Math.max(1, objects.length)] ?? [];
    return fc
      .tuple(fc.constantFrom('extra', 'id', 'companyId', 'userId', '__proto__'), anyValue)
      .map(([key, extra]) => setAt(value, [...at, key], extra));
  }
  if (paths.length === 0) return fc.constant(value);
  const path = paths[which % paths.length]!;
  if (kind === 'drop') return fc.constant(setAt(value, path, ABSENT));
  return (kind === 'wrongType' ? anyValue : hostile(path)).map((next) => setAt(value, path, next));
}

export function seededGraphqlCall(
  world: FuzzWorld,
  callers: Callers,
  entry: GraphqlEntry,
  operation: GraphqlOperation,
): fc.Arbitrary<FuzzCall> {
  const hostile = (path: Path) => {
    const type = typeAt(operation, path);
    return type ? graphqlValue(world, type, nameAt(path)) : valueForName(world, nameAt(path));
  };
  const documents = SELECTION_LEVELS.map((levels) => graphqlDocument(operation, levels));
  return fc
    .tuple(fc.constantFrom(...CHANGES), fc.nat())
    .chain(([kind, which]) =>
      fc.tuple(
        change(entry.args(worldFor(world, kind)), kind, which, hostile),
        fc.constantFrom(...documents),
        commonHeaders(callers),
        remoteAddress,
      ),
    )
    .map(([args, query, headers, address]) => ({
      target: operation.name,
      field: operation.name,
      request: postGraphql({ query, variables: args }, headers, address),
    }));
}

// ---------------------------------------------------------------------------------------------
// REST

/** Over the 5,120 KB upload limit; built once, on first use. */
let oversized: Buffer | undefined;

const FILE_CONTENTS: (() => Buffer)[] = [
  pngFile,
  jpegFile,
  () => gifFile(),
  pdfFile,
  exeFile,
  () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'),
  () => Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'),
  () => Buffer.alloc(0),
  () => pngFile().subarray(0, 12),
  () => Buffer.concat([pngFile(), Buffer.from('<html><script>alert(1)</script></html>')]),
  () => Buffer.concat([Buffer.from('<html>'), pngFile()]),
  () => Buffer.from('%PDF-1.4\n<script>alert(1)</script>'),
  () => (oversized ??= Buffer.concat([pngFile(), Buffer.alloc(5_300_000, 0x41)])),
];

const FILE_NAMES = [
  'logo.png',
  'LOGO.PNG',
  'logo.jpg',
  'logo.gif',
  'logo.svg',
  'logo.html',
  'logo.pdf',
  'logo.png.exe',
  'logo.exe.png',
  '../../../etc/passwd.png',
  '..\\..\\win.ini',
  'logo',
  '.png',
  'a"b.png',
  'logo.png\r\nX-Injected: 1',
  `${'x'.repeat(300)}.png`,
  'logo.csv',
  'logo.zip',
];
const FILE_TYPES = [
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/svg+xml',
  'text/html',
  'application/pdf',
  'application/octet-stream',
  '',
  'image/png; charset=utf-8',
];

/** A multipart body: a file of any content, name and declared type; sometimes two files, a field of another name, or no file. */
const hostileUpload: fc.Arbitrary<{ payload: Buffer; headers: Record<string, string> }> = fc
  .record({
    content: fc.nat(FILE_CONTENTS.length - 1),
    fileName: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FILE_NAMES) },
      { weight: 1, arbitrary: nastyString.map((name) => name.slice(0, 500)) },
    ),
    contentType: fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...FILE_TYPES) },
      { weight: 1, arbitrary: nastyString.map((type) => type.slice(0, 200)) },
    ),
    shape: fc.constantFrom('file', 'file', 'file', 'file', 'twoFiles', 'otherField', 'noFile', 'filenameStar'),
  })
  .map(({ content, fileName, contentType, shape }) => {
    const data = FILE_CONTENTS[content]!();
    // Header values cannot carry CR, LF or NUL on the wire: a client that tries gets them cut there.
    const safeName = fileName.replace(/[\r\n\0"]/g, '_');
    const safeType = contentType.replace(/[\r\n\0]/g, '');
    const file = { name: 'file', filename: `filename="${safeName}"`, contentType: safeType, data };
    if (shape === 'twoFiles')
      return multipartBody([file, { ...file, filename: 'filename="second.png"', data: pngFile() }]);
    if (shape === 'otherField') return multipartBody([{ ...file, name: 'upload' }]);
    if (shape === 'noFile') return multipartBody([{ name: 'file', data: 'just text' }]);
    if (shape === 'filenameStar')
      return multipartBody([
        { ...file, filename: `filename*=UTF-8''${encodeURIComponent(Buffer.from(fileName).toString())}` },
      ]);
    return multipartBody([file]);
  });

type RestChange = Change | 'segment' | 'encoding' | 'upload';
const REST_CHANGES: RestChange[] = [...CHANGES, 'segment', 'segment', 'encoding', 'upload', 'upload'];

export function seededRestCall(world: FuzzWorld, callers: Callers, entry: RestEntry): fc.Arbitrary<FuzzCall> {
  const template = entry.url.split('/');
  const params = template.flatMap((segment, index) => (segment.startsWith(':') ? [index] : []));
  return fc
    .tuple(fc.constantFrom(...REST_CHANGES), fc.nat())
    .chain(([kind, which]) => {
      const call = entry.call(
        worldFor(world, kind === 'segment' || kind === 'encoding' || kind === 'upload' ? 'none' : kind),
      );
      const path =
        kind === 'segment' && params.length
          ? segmentFor(world, template[params[which % params.length]!]!.slice(1)).map((segment) => {
              const parts = call.path.split('/');
              parts[params[which % params.length]!] = segment;
              return parts.join('/');
            })
          : fc.constant(call.path);
      const body =
        call.body === undefined || kind === 'segment' || kind === 'encoding' || kind === 'upload'
          ? fc.constant(call.body)
          : change(call.body, kind, which, (at) => valueForName(world, nameAt(at)));
      const upload =
        kind === 'upload' ? hostileUpload.map((value) => value as typeof call.upload) : fc.constant(call.upload);
      const encoding =
        kind === 'encoding'
          ? fc.constantFrom(
              'text/plain',
              'application/x-www-form-urlencoded',
              'application/json; charset=utf-16',
              'none',
            )
          : fc.constant('application/json');
      return fc.tuple(path, body, upload, encoding, commonHeaders(callers), remoteAddress);
    })
    .map(([path, body, upload, encoding, headers, address]): FuzzCall => {
      const sent: { payload?: string | Buffer; headers: Record<string, string> } = upload
        ? { payload: upload.payload, headers: upload.headers }
        : body === undefined || encoding === 'none'
          ? { headers: {} }
          : { payload: toJsonText(body), headers: { 'content-type': encoding } };
      return {
        target: `${entry.method} ${entry.url}`,
        request: {
          method: entry.method,
          url: path,
          headers: { ...headers, ...sent.headers },
          ...('payload' in sent ? { payload: sent.payload } : {}),
          remoteAddress: address,
        },
      };
    });
}
