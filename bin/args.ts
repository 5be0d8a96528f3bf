import { parseArgs, type ParseArgsConfig } from "node:util";

type Options = NonNullable<ParseArgsConfig["options"]>;

/**
 * Returns the command line's options as `parseArgs` reads them. `--help` prints `usage` and exits; an unknown option,
 * a missing value or a stray argument prints what was wrong with `usage`, and exits 1, rather than a stack trace.
 */
export function readArgs<T extends Options>(options: T, usage: string) {
  if (process.argv.slice(2).some((arg) => arg === "--help" || arg === "-h")) {
    console.log(usage);
    process.exit(0);
  }
  try {
    return parseArgs({ options, strict: true, allowPositionals: false }).values;
  } catch (error) {
    const { code, message } = error as NodeJS.ErrnoException;
    const unknown = /'(-[^']*)'/.exec(message)?.[1];
    const known = Object.keys(options).map((name) => `--${name}`).join(", ");
    console.error(code === "ERR_PARSE_ARGS_UNKNOWN_OPTION" && unknown ? `Unexpected option \`${unknown}\`, expected one of ${known}` : message.split("\n")[0]);
    console.error(usage);
    process.exit(1);
  }
}
