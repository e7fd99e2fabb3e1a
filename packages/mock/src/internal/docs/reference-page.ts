/** What an interactive reference page needs. */
export interface ReferencePageOptions {
  /** The OpenAPI document, embedded so that the page works from `file://` too. */
  readonly document: object;
  /**
   * Where try-it requests go unless the page's `?server=` names another address; without it, the
   * origin that served the page (the standalone mock's `/docs`, under whatever name it was opened).
   */
  readonly server?: string;
  /** The API key filled in for try-it requests. */
  readonly apiKey: string;
  /**
   * Swagger UI's `swagger-ui-bundle.js` and `swagger-ui.css`: where they are relative to the page,
   * or their text, inlined, for a page that is one self-contained file.
   */
  readonly assets: string | { readonly script: string; readonly style: string };
}

// Swagger UI asks its spec selector `allowTryItOutFor(path, method)` whether an operation gets
// "Try it out". This plugin wraps it to read the document's own `x-hideTryItPanel` on the
// operation, so the extension decides: no second list of operation ids.
const hideTryItPlugin = `function hideTryItPanel() {
  return {
    statePlugins: {
      spec: {
        wrapSelectors: {
          allowTryItOutFor: function (original, system) {
            return function (state, path, method) {
              var hidden = system.specSelectors.specJson().getIn(['paths', path, method, 'x-hideTryItPanel']);
              return hidden !== true && original(state, path, method);
            };
          },
        },
      },
    },
  };
}`;

/** What a try-it request that gets no answer shows; `{server}` is the try-it target. */
export const noAnswerHint =
  "**No answer from {server}.** Is the Pet Store mock running there? Start it with `pnpm mock` in a clone of the repository (or `npx petstore-mock`), or add `?server=<address>` to this page's URL to try a mock that runs elsewhere.";

// Text placed inside a <script> or <style> element must not close it early.
function inlined(text: string, element: 'script' | 'style'): string {
  if (text.toLowerCase().includes(`</${element}`))
    throw new Error(`Cannot inline text that closes <${element}>`);
  return text;
}

// A try-it request that gets no answer at all shows Swagger UI's "Failed to fetch. Possible
// reasons: CORS, …", which points a reader at the wrong cause: nearly always, no mock runs at the
// target. This plugin words that failure with the target and how to start the mock.
const explainNoAnswerPlugin = `function explainNoAnswer(server) {
  return function () {
    return {
      statePlugins: {
        spec: {
          wrapActions: {
            setResponse: function (original) {
              return function (path, method, response) {
                var error = response && response.error && response.err;
                if (error && /Failed to fetch/.test(String(error.message))) {
                  error.name = '';
                  error.message = ${JSON.stringify(noAnswerHint)}.replace('{server}', server);
                }
                return original(path, method, response);
              };
            },
          },
        },
      },
    };
  };
}`;

/**
 * The interactive reference: Swagger UI on the generated document, with a working try-it panel on
 * every operation but those marked `x-hideTryItPanel`, the demo key filled in, and a request that
 * gets no answer explained (no mock runs at the target, and how to start one).
 */
export function referencePage({ document, server, apiKey, assets }: ReferencePageOptions): string {
  // `<` escaped: the document's texts cannot close the script element they sit in.
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pet Store API: try it</title>
${typeof assets === 'string' ? `<link rel="stylesheet" href="${assets}/swagger-ui.css">` : `<style>${inlined(assets.style, 'style')}</style>`}
</head>
<body>
<div id="reference"></div>
${typeof assets === 'string' ? `<script src="${assets}/swagger-ui-bundle.js"></script>` : `<script>${inlined(assets.script, 'script')}</script>`}
<script>
${hideTryItPlugin}
${explainNoAnswerPlugin}
(function () {
  var spec = ${json(document)};
  var server = new URLSearchParams(location.search).get('server') || ${server === undefined ? 'location.origin' : json(server)};
  spec.servers = [{ url: server, description: 'Try-it target' }];
  var ui = SwaggerUIBundle({
    dom_id: '#reference',
    spec: spec,
    plugins: [hideTryItPanel, explainNoAnswer(server)],
    deepLinking: true,
    displayRequestDuration: true,
    showExtensions: true,
    onComplete: function () {
      // The document's own scheme (the only one), so the page names no scheme of its own.
      ui.preauthorizeApiKey(Object.keys(spec.components.securitySchemes)[0], ${json(apiKey)});
    },
  });
  window.referenceUi = ui;
})();
</script>
</body>
</html>
`;
}
