// wrangler.toml [[rules]] bundles migrations/*.sql as text modules (the worker applies them itself)
declare module '*.sql' {
  const text: string;
  export default text;
}
