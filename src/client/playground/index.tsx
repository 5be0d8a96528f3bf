/**
 * The GraphQL playground's editor: a page part loaded on /playground when the reader first uses the page's form. It
 * runs operations against the schema with mocked data.
 */
import { buildSchema, GraphQLError, parse, validate, type GraphQLSchema } from "graphql";
import { useEffect, useRef, useState } from "react";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";
import type { TakeOver } from "../../../templates/parts/page-part.tsx";
import { readPlaygroundForm, type PlaygroundFormState } from "../../../templates/parts/playground-form.tsx";
import { loadAfresh } from "../../shared/load-afresh.ts";
import { executeMocked, type MockOptions } from "../../shared/mock-data.ts";
import type { MockVocabulary } from "../../shared/mock-scalar.ts";
import { KIND_LABELS, REFERENCE_KINDS, REFERENCE_ROUTE, kindOfType, referenceRouteBelow, type ReferenceKind } from "../../shared/reference-routes.ts";
import { CodeEditor } from "./code-editor.tsx";
import { playgroundSearch } from "../../shared/playground-url.ts";
import { readHistory, saveHistory, type Run } from "../../shared/playground-history.ts";

/** Loads the schema and mounts the playground into `root`, in place of the page's form and with what the reader left in it. */
export default async function mount(root: HTMLElement, takeOver: TakeOver): Promise<() => void> {
  const part = root.closest<HTMLElement>("[data-page-part]");
  const schema = buildSchema(await loadAfresh(part?.dataset.schema ?? "", fetchSchema));
  const mocks: MockOptions = { vocabulary: part?.dataset.vocabulary as MockVocabulary | undefined };
  const reactRoot = createRoot(root);
  // In one task with taking over: a key the reader presses next reaches the editor, which has the focus by then.
  const form = takeOver(readPlaygroundForm);
  // A released API version's playground names the route of that version's reference.
  const reference = part?.dataset.reference ?? REFERENCE_ROUTE;
  flushSync(() => reactRoot.render(<Playground schema={schema} base={document.body.dataset.baseUrl ?? "/"} reference={reference} form={form} mocks={mocks} />));
  return () => reactRoot.unmount();
}

/** Returns the schema's SDL, or throws an error whose message a reader understands. */
async function fetchSchema(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`The schema could not be loaded (HTTP ${response.status}).`);
  return response.text();
}

interface Outcome {
  errors: string[];
  json?: string;
}

/** Returns the validation errors of an operation, or its mocked result. */
export function runOperation(schema: GraphQLSchema, run: Run, mocks: MockOptions = {}): Outcome {
  let document;
  try {
    document = parse(run.query);
  } catch (error) {
    return { errors: [describe(error as GraphQLError)] };
  }
  const errors = validate(schema, document);
  if (errors.length) return { errors: errors.map(describe) };
  let variables: Record<string, unknown> | undefined;
  try {
    variables = run.variables.trim() ? JSON.parse(run.variables) : undefined;
  } catch (error) {
    return { errors: [`Variables: ${(error as Error).message}`] };
  }
  const result = executeMocked(schema, run.query, variables, mocks);
  return { errors: [], json: JSON.stringify(result, null, 2) };
}

function describe(error: GraphQLError): string {
  const at = error.locations?.[0];
  return at ? `${at.line}:${at.column} ${error.message}` : error.message;
}

/** Returns the schema's queries, mutations and named types by reference kind, each sorted by name. */
/** A name in the playground's Schema list, with the route of its reference page. */
interface IndexEntry {
  name: string;
  route: string;
}

function schemaIndex(schema: GraphQLSchema, reference: string): [ReferenceKind, IndexEntry[]][] {
  // The six kinds every schema has are always listed; subscriptions, interfaces and unions when the schema has them.
  const groups = new Map<ReferenceKind, string[]>([
    ["queries", []],
    ["mutations", []],
    ["objects", []],
    ["inputs", []],
    ["enums", []],
    ["scalars", []],
  ]);
  const group = (kind: ReferenceKind) => groups.get(kind) ?? groups.set(kind, []).get(kind)!;
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  group("queries").push(...Object.keys(schema.getQueryType()?.getFields() ?? {}));
  group("mutations").push(...Object.keys(schema.getMutationType()?.getFields() ?? {}));
  if (schema.getSubscriptionType()) group("subscriptions").push(...Object.keys(schema.getSubscriptionType()!.getFields()));
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith("__") || roots.includes(type as never)) continue;
    group(kindOfType(type)).push(type.name);
  }
  const order = (kind: ReferenceKind) => REFERENCE_KINDS.indexOf(kind);
  return [...groups]
    .sort(([a], [b]) => order(a) - order(b))
    .map(([kind, names]) => [kind, names.sort().map((name) => ({ name, route: referenceRouteBelow(reference, schema, kind, name) }))]);
}

function Playground({
  schema,
  base,
  reference,
  form,
  mocks,
}: {
  schema: GraphQLSchema;
  base: string;
  reference: string;
  form: PlaygroundFormState;
  mocks: MockOptions;
}) {
  const [run, setRunState] = useState<Run>(form.run);
  const [outcome, setOutcome] = useState<Outcome>({ errors: [] });
  const [history, setHistory] = useState<Run[]>(readHistory);
  // Ctrl-Enter can arrive before React re-renders after the last keystroke: read the text from here, not from state.
  const latest = useRef(run);
  const setRun = (update: (current: Run) => Run) => {
    latest.current = update(latest.current);
    setRunState(latest.current);
  };
  const execute = () => {
    const current = latest.current;
    setOutcome(runOperation(schema, current, mocks));
    setHistory(saveHistory(current));
    window.history.replaceState(null, "", playgroundSearch(current));
  };
  useEffect(() => {
    if (form.runNow) execute();
    // Once, for the Run the reader asked for in the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const docs = schemaIndex(schema, reference);
  return (
    <div className="playground-app">
      <div className="playground-editors">
        <p className="playground-label" id="playground-query-label">
          Operation
        </p>
        <CodeEditor
          label="Operation"
          value={run.query}
          language={{ schema }}
          focus={form.focus?.field === "query" ? form.focus : undefined}
          onChange={(query) => setRun((r) => ({ ...r, query }))}
          onRun={execute}
        />
        <p className="playground-label">Variables (JSON)</p>
        <CodeEditor
          label="Variables"
          value={run.variables}
          language="json"
          focus={form.focus?.field === "variables" ? form.focus : undefined}
          onChange={(variables) => setRun((r) => ({ ...r, variables }))}
          onRun={execute}
        />
        <p>
          <button type="button" className="playground-run" onClick={execute}>
            Run
          </button>{" "}
          <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </p>
      </div>
      <PlaygroundOutput outcome={outcome} history={history} onPick={(picked) => setRun(() => picked)} docs={docs} base={base} />
    </div>
  );
}

/** The playground's right column: the result or its errors, the recent runs, and the schema's types by kind. */
function PlaygroundOutput({
  outcome,
  history,
  onPick,
  docs,
  base,
}: {
  outcome: Outcome;
  history: Run[];
  onPick: (run: Run) => void;
  docs: [ReferenceKind, IndexEntry[]][];
  base: string;
}) {
  return (
    <div className="playground-output">
      <p className="playground-label">Result (mocked data)</p>
      {outcome.errors.length ? (
        <ul role="alert" className="playground-errors">
          {outcome.errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      ) : (
        <pre className="playground-result" aria-live="polite">
          {outcome.json ?? "Run the operation to see its result."}
        </pre>
      )}
      {history.length ? (
        <details className="playground-history">
          <summary>Recent runs</summary>
          <ol>
            {history.map((h, i) => (
              <li key={i}>
                <button type="button" onClick={() => onPick(h)}>
                  {h.query.replace(/\s+/g, " ").slice(0, 60)}
                </button>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      <details className="playground-docs">
        <summary>Schema</summary>
        {docs.map(([kind, names]) => (
          <details key={kind}>
            <summary>
              {KIND_LABELS[kind]} ({names.length})
            </summary>
            <ul>
              {names.map(({ name, route }) => (
                <li key={name}>
                  <a href={base + route.slice(1)}>{name}</a>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </details>
    </div>
  );
}
