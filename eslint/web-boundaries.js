// The web client's import boundaries (STYLE.md), checked on resolved paths so that `@/features/x`,
// `../../x/...` and `./../x` are one and the same import:
// - a feature imports no other feature, except the two that hold state every page shares, through
//   their public files: the session's selectors and the location feature's index.ts;
// - components/ and lib/ import no feature (they are below the features), lib/ no app/ either;
// - the API client imports no feature;
// - features never import app/'s pages or layout: app/ is the only composer;
// - no import cycles.
// `root` is the web source folder: web/src, or the lint fixtures' copy of its shape in tests/.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import importX from "eslint-plugin-import-x";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";

const repo = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** The features that others may read, and the one file of each they may import. */
export const SHARED_FEATURE_FILES = { session: "./session/selectors.ts", location: "./location/index.ts" };

const SHARED_MESSAGE =
  "A feature never imports another feature (compose them in app/); only the session's selectors.ts and location's index.ts are shared.";

export function webBoundaries(root) {
  const abs = path.join(repo, root);
  const featuresDir = path.join(abs, "features");
  const features = fs.existsSync(featuresDir) ? fs.readdirSync(featuresDir) : [];
  const featureZones = features.map((feature) => ({
    target: `${root}/features/${feature}`,
    from: `${root}/features`,
    except: [
      `./${feature}`,
      ...Object.entries(SHARED_FEATURE_FILES)
        // A shared feature imports neither itself through its public file nor the other shared one's
        // file unless it is the lower layer (location reads the session, never the other way round).
        .filter(([name]) => name !== feature && !(feature === "session" && name === "location"))
        .map(([, file]) => file),
    ],
    message: SHARED_MESSAGE,
  }));
  return [
    {
      files: [`${root}/**/*.{ts,tsx}`],
      plugins: { "import-x": importX },
      settings: {
        // The TypeScript preset's extensions and parser, so no-cycle follows .ts/.tsx imports.
        "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
        "import-x/external-module-folders": ["node_modules", "node_modules/@types"],
        "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
        "import-x/resolver-next": [
          createTypeScriptImportResolver({ project: path.join(repo, "tsconfig.web.json"), alwaysTryTypes: true }),
        ],
      },
      rules: {
        "import-x/no-restricted-paths": [
          "error",
          {
            basePath: repo,
            zones: [
              ...featureZones,
              {
                target: [`${root}/components`, `${root}/lib`],
                from: `${root}/features`,
                message: "components/ and lib/ sit below the features: they import none.",
              },
              { target: `${root}/lib`, from: `${root}/app`, message: "lib/ imports nothing from app/." },
              {
                target: [`${root}/app/api-client.ts`, `${root}/app/call-api.ts`],
                from: `${root}/features`,
                message: "The API client imports no feature.",
              },
              {
                target: `${root}/features`,
                from: [`${root}/app/pages`, `${root}/app/layout`],
                message: "app/ composes the features; a feature never imports a page or the layout.",
              },
            ],
          },
        ],
        "import-x/no-cycle": ["error", { ignoreExternal: true }],
      },
    },
  ];
}
