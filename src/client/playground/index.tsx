/** The GraphQL playground: a page part loaded on /playground only. It runs operations against the schema with mocked data. */
import { buildSchema, GraphQLError, parse, validate, type GraphQLSchema } from "graphql";
import { useState, type KeyboardEvent } from "react";
import { createRoot } from "react-dom/client";
import { executeMocked } from "../../shared/mock-data.ts";
import { kebabCase } from "../../shared/paths.ts";
import { readHistory, readShared, saveHistory, shareSearch, type Run } from "./history.ts";

const DEFAULT: Run = {
  query: "query RecentOrders($pagination: PaginationInput) {\n  listOrder(pagination: $pagination) {\n    count\n    data {\n      id\n      orderNumber\n      status\n    }\n  }\n}\n",
  variables: '{\n  "pagination": { "page": 1, "limit": 2 }\n}\n',
};

/** Loads the schema and mounts the playground into `root`. */
export default async function mount(root: HTMLElement): Promise<void> {
  const response = await fetch(root.dataset.schema ?? "");
  if (!response.ok) throw new Error(`The schema could not be loaded (HTTP ${response.status}).`);
  const schema = buildSchema(await response.text());
  createRoot(root).render(<Playground schema={schema} base={document.body.dataset.baseUrl ?? "/"} />);
}

interface Outcome {
  errors: string[];
  json?: string;
}

/** Returns the validation errors of an operation, or its mocked result. */
export function runOperation(schema: GraphQLSchema, run: Run): Outcome {
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
  const result = executeMocked(schema, run.query, variables);
  return { errors: [], json: JSON.stringify(result, null, 2) };
}

function describe(error: GraphQLError): string {
  const at = error.locations?.[0];
  return at ? `${at.line}:${at.column} ${error.message}` : error.message;
}

function Playground({ schema, base }: { schema: GraphQLSchema; base: string }) {
  const [run, setRun] = useState<Run>(() => readShared(location.search) ?? readHistory()[0] ?? DEFAULT);
  const [outcome, setOutcome] = useState<Outcome>({ errors: [] });
  const [history, setHistory] = useState<Run[]>(readHistory);
  const execute = () => {
    const result = runOperation(schema, run);
    setOutcome(result);
    setHistory(saveHistory(run));
    window.history.replaceState(null, "", shareSearch(run));
  };
  const onKey = (event: KeyboardEvent) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      execute();
    }
  };
  const fields = (kind: "queries" | "mutations") => Object.keys((kind === "queries" ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).sort();
  return (
    <div className="playground-app">
      <div className="playground-editors">
        <label htmlFor="playground-query">Operation</label>
        <textarea id="playground-query" spellCheck={false} value={run.query} onKeyDown={onKey} onChange={(e) => setRun({ ...run, query: e.target.value })} rows={14} />
        <label htmlFor="playground-variables">Variables (JSON)</label>
        <textarea id="playground-variables" spellCheck={false} value={run.variables} onKeyDown={onKey} onChange={(e) => setRun({ ...run, variables: e.target.value })} rows={5} />
        <p>
          <button type="button" className="playground-run" onClick={execute}>Run</button> <kbd>Ctrl</kbd>+<kbd>Enter</kbd>
        </p>
      </div>
      <div className="playground-output">
        <p className="playground-label">Result (mocked data)</p>
        {outcome.errors.length ? (
          <ul role="alert" className="playground-errors">{outcome.errors.map((e) => <li key={e}>{e}</li>)}</ul>
        ) : (
          <pre className="playground-result" aria-live="polite">{outcome.json ?? "Run the operation to see its result."}</pre>
        )}
        {history.length ? (
          <details className="playground-history">
            <summary>Recent runs</summary>
            <ol>{history.map((h, i) => <li key={i}><button type="button" onClick={() => setRun(h)}>{h.query.replace(/\s+/g, " ").slice(0, 60)}</button></li>)}</ol>
          </details>
        ) : null}
        <details className="playground-docs">
          <summary>Schema</summary>
          {(["queries", "mutations"] as const).map((kind) => (
            <div key={kind}>
              <p className="playground-label">{kind === "queries" ? "Queries" : "Mutations"}</p>
              <ul>{fields(kind).map((name) => <li key={name}><a href={`${base}docs/api/type-definitions/admin-api/${kind}/${kebabCase(name)}`}>{name}</a></li>)}</ul>
            </div>
          ))}
        </details>
      </div>
    </div>
  );
}
