/**
 * The Edge runtime's environment (Deno), for the functions' entry files only: the handlers take
 * their settings as arguments, so Node (the local stack, the tests) never reads this.
 */
declare const Deno: {
  env: { get: (name: string) => string | undefined };
  serve: (handler: (request: Request) => Promise<Response>) => void;
  readTextFile: (path: URL) => Promise<string>;
};

export const optionalSecret = (name: string): string | undefined => Deno.env.get(name);

export function requiredSecret(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the secret ${name}`);
  return value;
}

export const serve = (handler: (request: Request) => Promise<Response>) => Deno.serve(handler);

/** A file bundled with the function (config.toml's `static_files`), by its URL. */
export const readTextFile = (path: URL) => Deno.readTextFile(path);

/** The sender and SMTP provider of every email the functions send (README, secrets). */
export const senderFromSecrets = () => ({
  name: optionalSecret('SMTP_SENDER_NAME') ?? 'Perféte',
  address: requiredSecret('SMTP_SENDER_ADDRESS'),
});
export const smtpFromSecrets = () => ({
  host: requiredSecret('SMTP_HOST'),
  port: Number(optionalSecret('SMTP_PORT') ?? 465),
  user: optionalSecret('SMTP_USER'),
  pass: optionalSecret('SMTP_PASS'),
});
