import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Returns the command line's options as `parseArgs` reads them, and its `positionals` arguments (none unless given).
 * `--help` prints `usage` and exits; an unknown option, a missing value, a stray or missing argument prints what was
 * wrong with `usage`, and exits 1, rather than a stack trace.
 */
export function readArgs<T extends Options>(options: T, usage: string, positionals = 0) {
  if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    const parsed = parseArgs({ options, strict: true, allowPositionals: positionals > 0 });
    if (parsed.positionals.length !== positionals) throw new Error(`Unexpected ${parsed.positionals.length} arguments, expected ${positionals}`);
    return parsed;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const unknown = /'(-[^']*)'/.exec(message)?.[1];
    const known = Object.keys(options)
      .map((name) => `--${name}`)
      .join(", ");
    console.error(code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && unknown ? `Unexpected option \`${unknown}\`, expected one of ${known}` : message.split("\n")[0]);
    console.error(usage);
    process.exit(1);
  }
}

/** Returns `--port`'s value as a port number, or prints what is wrong with an example and exits 1. */
export function readPort(value: string | undefined, example: string): number {
  const port = Number(value);
  if (Number.isInteger(port) && port >= 0 && port <= 65535) return port;
  console.error(`Unexpected port \`${value}\`, expected a number from 0 to 65535 (${example} -- --port 3001)`);
  process.exit(1);
}
