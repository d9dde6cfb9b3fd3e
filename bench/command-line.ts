/** A bench's command-line option: `--name value` gives 'value'; undefined when it is not given. */
export function option(name: string): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  return index >= 0 ? args[index + 1] : undefined;
}
