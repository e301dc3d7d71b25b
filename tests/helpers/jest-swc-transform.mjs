/**
 * next/jest's SWC transform, told when Jest loads a file as an ES module.
 *
 * Since Node 24.9 (vm `SourceTextModule#hasAsyncGraph`) Jest 30 requires a `"type": "module"`
 * package from a CommonJS test the way Node does — as a real ES module — and says so to the
 * transform with `supportsStaticESM`. next/jest's transform ignores that flag and decides from the
 * project's own `type` alone, so it turns those packages (jose, next-auth, the markdown renderer)
 * into CommonJS that Jest then evaluates as a module: "exports is not defined". Here a file Jest
 * loads as a module keeps its `import`/`export`; everything else is transformed as before.
 */
import path from "node:path";
import nextTransformer from "next/dist/build/swc/jest-transformer.js";

const transformer = {
  createTransformer(options) {
    const next = nextTransformer.createTransformer(options);
    return {
      process(source, filename, jestOptions) {
        if (!jestOptions.supportsStaticESM) return next.process(source, filename, jestOptions);
        // next/jest emits ES modules for the extensions in extensionsToTreatAsEsm: name this file's.
        const config = { ...jestOptions.config, extensionsToTreatAsEsm: [path.extname(filename)] };
        return next.process(source, filename, { ...jestOptions, config });
      },
    };
  },
};

export default transformer;
