/**
 * A function a module needs from a module registered after it (docs/decisions/054): the earlier
 * module calls `call`, the later one `provide`s it once while the app is built. Called before that,
 * or provided twice, it throws: a wiring mistake, found when the app starts (`assertProvided`).
 */
export function lateBound<F extends (...args: never[]) => unknown>(what: string) {
  let provided: F | undefined;
  return {
    provide(fn: F) {
      if (provided) throw new Error(`${what} is provided twice`);
      provided = fn;
    },
    call: ((...args: Parameters<F>) => {
      if (!provided) throw new Error(`no module provides ${what}`);
      return provided(...args);
    }) as F,
    assertProvided() {
      if (!provided) throw new Error(`no module provides ${what}`);
    },
  };
}

export type LateBound<F extends (...args: never[]) => unknown> = ReturnType<typeof lateBound<F>>;
