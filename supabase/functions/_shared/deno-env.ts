/**
 * The Edge runtime's environment (Deno), for the functions' entry files only: the handlers take
 * their settings as arguments, so Node (the local stack, the tests) never reads this.
 */
declare const Deno: {
  env: { get: (name: string) => string | undefined };
  serve: (handler: (request: Request) => Promise<Response>) => void;
};

export const optionalSecret = (name: string): string | undefined => Deno.env.get(name);

export function requiredSecret(name: string): string {
  const value = Deno.env.get(name);
  if (!value) throw new Error(`The function needs the secret ${name}`);
  return value;
}

export const serve = (handler: (request: Request) => Promise<Response>) => Deno.serve(handler);
