import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contract from '../../packages/contract/src/index';
import { type JsonSchema, operations } from '../../packages/contract/src/index';
import { errorCodeList } from '../../packages/contract/src/internal';
import * as sdk from '../../packages/sdk/src/index';
import { launchChromium } from '../../scripts/chromium';
import {
  generatedDocumentFiles,
  generatedSectionNames,
  renderGeneratedSections,
  sectionRenderers,
} from '../../scripts/docs/generated-sections';
import { flatten, guideFiles, guideTitle, pageText, readNavigation, readSearchIndex } from './docs-site';
import { ensureBuilt, type Outcome, root, runCommand, workspacePackages } from './workspace';

const typedocConfig = JSON.parse(readFileSync(join(root, 'typedoc.json'), 'utf8')) as {
  projectDocuments: string[];
};
const read = (file: string) => readFileSync(join(root, file), 'utf8');
let build: Outcome;

beforeAll(() => {
  ensureBuilt();
  // Exactly what a user runs.
  build = runCommand('pnpm', ['run', 'docs']);
});

describe('pnpm run docs', () => {
  it('builds the API docs and the OpenAPI reference with no TypeDoc warning', () => {
    const output = build.stdout + build.stderr;
    expect(output).not.toMatch(/\[warning\]|\[error\]/);
    expect(build.status, output.slice(-3000)).toBe(0);
    expect(existsSync(join(root, 'docs/api/index.html'))).toBe(true);
    expect(existsSync(join(root, 'docs/reference/index.html'))).toBe(true);
  });

  it("renders every guide in docs/, the design records and the SDK's api.md as project documents, and lists none that does not exist", () => {
    expect([...typedocConfig.projectDocuments].sort()).toEqual(
      [...guideFiles(), 'docs/design/0*.md', 'docs/design/README.md', 'packages/sdk/api.md'].sort(),
    );
  });

  it('renders each design record as a page under its heading, in the Design records group', () => {
    const group = flatten(readNavigation()).find((node) => node.text === 'Design records' && !node.path);
    const records = readdirSync(join(root, 'docs/design'))
      .filter((file) => file.endsWith('.md'))
      .map((file) => `docs/design/${file}`);
    expect(records.length).toBeGreaterThan(20);
    for (const record of records) {
      const node = group?.children?.find((candidate) => candidate.text === guideTitle(record));
      expect(node, `${record} is not a page of the Design records group`).toBeDefined();
      expect(existsSync(join(root, 'docs/api', node?.path ?? 'missing'))).toBe(true);
    }
  });

  it('copies no Markdown and no page into media/: a guide links documents and the OpenAPI references where they are', () => {
    const media = readdirSync(join(root, 'docs/api/media'));
    expect(media.filter((file) => /\.(?:md|html)$/.test(file))).toEqual([]);
    expect(media.length).toBeGreaterThan(0);
  });

  it('names every package and every example on the landing page', () => {
    const landing = read('docs/index.md');
    for (const { manifest } of workspacePackages('packages'))
      expect(landing, manifest.name).toContain(`{@link ${manifest.name}! |`);
    for (const { dir } of workspacePackages('examples')) expect(landing, dir).toContain(`\`${dir}\``);
  });

  it('puts every guide in the navigation, under its title', () => {
    const nodes = flatten(readNavigation());
    for (const file of guideFiles()) {
      const title = guideTitle(file);
      const node = nodes.find((candidate) => candidate.text === title);
      expect(node, `${title} is not in the navigation`).toBeDefined();
      expect(existsSync(join(root, 'docs/api', node?.path ?? 'missing'))).toBe(true);
    }
  });

  it('links the guides to pages and headings that exist, the OpenAPI reference included', () => {
    const pages = join(root, 'docs/api/documents');
    for (const page of readdirSync(pages)) {
      const html = readFileSync(join(pages, page), 'utf8');
      const links = [...html.matchAll(/<a href="([^"#:]*)(?:#([^"]+))?"/g)].filter(
        ([, file, hash]) => file || hash,
      );
      for (const [, file, hash] of links) {
        const target = file ? join(pages, file) : join(pages, page);
        expect(existsSync(target), `${page} links to ${file}`).toBe(true);
        if (hash)
          expect(readFileSync(target, 'utf8'), `${page} links to ${file}#${hash}`).toContain(`id="${hash}"`);
      }
    }
    const guide = read('docs/api/documents/The_OpenAPI_reference.html');
    // Both renderings of the document, each a page TypeDoc copied beside the guide.
    for (const [text, content] of [
      ['The reference', 'Pet Store API'],
      ['The interactive reference', 'SwaggerUIBundle'],
    ] as const) {
      const reference = new RegExp(`href="([^"]+)"[^>]*>${text}<`).exec(guide)?.[1] ?? 'missing';
      expect(readFileSync(join(pages, reference), 'utf8'), text).toContain(content);
    }
  });

  it('links no page to sources in a repository: this one has no public host yet', () => {
    const pages = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
        entry.isDirectory()
          ? pages(join(dir, entry.name))
          : entry.name.endsWith('.html')
            ? [join(dir, entry.name)]
            : [],
      );
    const hosted = pages(join(root, 'docs/api')).filter((page) => {
      const html = readFileSync(page, 'utf8');
      return html.includes('github.com/petstore/') || html.includes('Defined in');
    });
    expect(hosted).toEqual([]);
  });

  it('puts every package in the navigation', () => {
    const texts = flatten(readNavigation()).map((node) => node.text);
    for (const name of workspacePackages('packages').map(({ manifest }) => manifest.name)) {
      expect(
        texts.some((text) => text.startsWith(name)),
        name,
      ).toBe(true);
    }
  });

  it("names the mock's entry points as the packages users import, never as source paths", () => {
    const texts = flatten(readNavigation()).map((node) => node.text);
    expect(texts).toEqual(expect.arrayContaining(['@petstore/mock/node', '@petstore/mock/browser']));
    expect(texts.filter((text) => text.includes('src'))).toEqual([]);
  });

  it('gives every heading of a page, inline code included, an anchor and an outline line of its own', () => {
    // TypeDoc names a heading by its text alone; `## \`client.pets\`` was `#_` until
    // scripts/docs/typedoc-plugin-documents.ts gave it its code as text.
    const pages = ['documents', 'modules'].flatMap((folder) =>
      readdirSync(join(root, 'docs/api', folder)).map((file) => `docs/api/${folder}/${file}`),
    );
    const withCode = [];
    for (const page of pages) {
      const html = read(page);
      const headings = [...html.matchAll(/<h(\d) id="([^"]*)" class="tsd-anchor-link">(.*?)<a href/g)];
      for (const [, , id, content] of headings) {
        expect(id, `${page}: ${content}`).toMatch(/[a-z\d]/i);
        expect(id, `${page}: ${content}`).not.toMatch(/^_(?:-\d+)?$/);
        if (content?.includes('<code>')) withCode.push(id);
      }
    }
    expect(withCode).toContain('clientpets');
  });

  it('shows the deprecated and the beta and experimental members with their markers', () => {
    expect(read('docs/api/classes/_petstore_sdk._petstore_sdk.Pets.html')).toMatch(
      /id="retrieve"[\s\S]*class="tsd-tag-deprecated"/,
    );
    expect(read('docs/api/classes/_petstore_sdk._petstore_sdk.Inventory.html')).toContain(
      '<code class="tsd-tag">Beta</code>',
    );
    expect(read('docs/api/classes/_petstore_sdk._petstore_sdk.Orders.html')).toContain(
      '<code class="tsd-tag">Experimental</code>',
    );
    const functions = 'docs/api/functions/_petstore_sdk._petstore_sdk_functions';
    expect(read(`${functions}.getPetById.html`)).toContain('class="tsd-tag-deprecated"');
    expect(read(`${functions}.listInventory.html`)).toContain('<code class="tsd-tag">Beta</code>');
    expect(read(`${functions}.updateOrder.html`)).toContain('<code class="tsd-tag">Experimental</code>');
  });

  it("gives every record, body and query of the SDK a page that lists each field with the contract's description", () => {
    const document = contract.buildOpenApiDocument();
    const exportName = (schema: unknown) =>
      Object.entries(contract).find(([name, value]) => value === schema && /^[A-Z]/.test(name))?.[0];
    const pages = new Map<string, [string, string][]>();
    for (const operation of contract.operationList.filter(({ tag }) => tag !== 'service')) {
      const inDocument = document.paths[operation.path]?.[operation.method] as JsonSchema;
      const queryName = 'query' in operation ? exportName(operation.query) : undefined;
      if (queryName) {
        const parameters = (inDocument.parameters as JsonSchema[]).filter((param) => param.in === 'query');
        pages.set(
          queryName,
          parameters.map((param) => [String(param.name), String(param.description)]),
        );
      }
      for (const schema of [
        'body' in operation ? operation.body : undefined,
        'schema' in operation.response ? operation.response.schema : undefined,
      ]) {
        const component = Object.entries(contract.componentSchemas).find(([, value]) => value === schema);
        const record = component && document.components.schemas[component[0]];
        const items = record?.items as JsonSchema | undefined;
        const fields = (
          items ? document.components.schemas[String(items.$ref).split('/').at(-1) ?? ''] : record
        )?.properties as Record<string, JsonSchema> | undefined;
        const name = items
          ? exportName((schema as unknown as { element: unknown }).element)
          : exportName(schema);
        // A field without words of its own is described by the named type it is (`status: PetStatus`).
        const described = (property: JsonSchema) => {
          const ref = property.$ref ?? (property.allOf as JsonSchema[] | undefined)?.[0]?.$ref;
          return (
            property.description ??
            document.components.schemas[String(ref).split('/').at(-1) ?? '']?.description
          );
        };
        if (name && fields)
          pages.set(
            name,
            Object.entries(fields).map(([field, property]) => [field, String(described(property))]),
          );
      }
    }
    expect([...pages.keys()]).toEqual(
      expect.arrayContaining(['Pet', 'NewPet', 'PetListParams', 'OrderUpdate']),
    );
    for (const [name, fields] of pages) {
      const page = pageText(read(`docs/api/interfaces/_petstore_sdk._petstore_sdk.${name}.html`));
      for (const [field, description] of fields) {
        expect(page, `${name}.${field}`).toMatch(new RegExp(`\\b${field} ?\\?? ?: `));
        // Spacing aside: the page sets code spans and links in tags of their own.
        expect(page.replace(/\s/g, ''), `${name}.${field}`).toContain(description.replace(/[`\s]/g, ''));
      }
    }
  });

  it('lists every name once in each module, in the navigation and in the search', () => {
    // A group (Classes, Interfaces, …) has no page of its own; what it lists has.
    for (const node of flatten(readNavigation())) {
      const names = (node.children ?? [])
        .filter((group) => !group.path)
        .flatMap((group) => (group.children ?? []).filter((entry) => entry.path).map((entry) => entry.text));
      expect(
        names.filter((name, index) => names.indexOf(name) !== index),
        node.text,
      ).toEqual([]);
    }
    const search = readSearchIndex();
    const keys = search.map((row) => `${row.parent} ${row.name}`);
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
  });

  it('shows the client, its errors and its types on the page of @petstore/sdk itself', () => {
    const page = read('docs/api/modules/_petstore_sdk._petstore_sdk.html');
    for (const name of [
      'PetStore',
      'APIError',
      'RateLimitError',
      'Pet',
      'NewPet',
      'PetListParams',
      'ErrorCode',
    ]) {
      expect(page, name).toMatch(new RegExp(`href="[^"]*_petstore_sdk\\._petstore_sdk\\.${name}\\.html"`));
    }
  });
});

describe('the guides', () => {
  // The design records too: a decision that rests on the contract's markers or lists restates them
  // through a generated section.
  const documents = generatedDocumentFiles(root);

  it.each(documents)('%s restates the code only through generated sections that are up to date', (file) => {
    const text = read(file);
    expect(renderGeneratedSections(text, file), 'run `pnpm generate`').toBe(text);
  });

  it('use every generated section somewhere', () => {
    const used = new Set(documents.flatMap((file) => generatedSectionNames(read(file))));
    expect([...used].sort()).toEqual(Object.keys(sectionRenderers).sort());
  });

  it('give every error code of the contract, with its SDK error class', () => {
    const errors = read('docs/errors.md');
    for (const code of errorCodeList)
      expect(errors).toMatch(new RegExp(`\\| \`${code}\` \\|.*\\| \`\\w+Error\` \\|`));
  });

  it('draw every error class the SDK exports in the class tree, with the statuses it stands for', () => {
    const tree = /```text\n(PetStoreError[\s\S]*?)```/.exec(read('docs/errors.md'))?.[1] ?? '';
    const exported = Object.entries(sdk).filter(
      ([, value]) =>
        value === sdk.PetStoreError ||
        (typeof value === 'function' && value.prototype instanceof sdk.PetStoreError),
    );
    expect(exported.length).toBeGreaterThan(20);
    for (const [name] of exported) expect(tree).toMatch(new RegExp(`(^|[─ ])${name}\\b`, 'm'));
    for (const status of [405, 408, 413, 414, 415, 431]) {
      const name = sdk.APIError.generate(status, undefined, new Headers()).constructor.name;
      expect(tree).toMatch(new RegExp(`${name} +${status}\\b`));
    }
  });

  it('explain the migration of every deprecated operation under a heading the deprecation link reaches', () => {
    const deprecations = read('docs/deprecations.md');
    for (const operation of Object.values(operations)) {
      if (!('deprecated' in operation) || !operation.deprecated) continue;
      const anchor = new URL(operation.deprecated.link).hash.slice(1);
      expect(operation.deprecated.link).toMatch(/\/deprecations#/);
      expect(deprecations).toMatch(new RegExp(`^## ${operation.operationId}$`, 'm'));
      expect(operation.operationId.toLowerCase()).toBe(anchor);
    }
  });
});

describe('the OpenAPI reference page', () => {
  const reference = pathToFileURL(join(root, 'docs/reference/index.html')).href;
  // One Chromium and one load of the page for every check: the page is opened at updateOrder with
  // every request it makes recorded, and the other checks move it by its hash, as a reader following
  // a link within it does (a load of Redoc's bundle costs seconds of CPU).
  let browser: Browser;
  let page: Page;
  const requests: string[] = [];
  beforeAll(async () => {
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    page.on('request', (request) => requests.push(request.url()));
    await page.route(/^https?:/, (route) => route.abort());
    await page.goto(`${reference}#tag/orders/operation/updateOrder`);
    await page.getByText('Update an order').first().waitFor();
    await page.waitForLoadState('networkidle');
  });
  afterAll(() => browser?.close());

  /** The visible text of the reference moved to `hash`, once it shows `expected` (offline: no CDN). */
  async function visibleText(hash: string, expected: string): Promise<string> {
    await page.goto(`${reference}${hash}`);
    // innerText, not textContent: what the reader sees, not the collapsed parts of the page.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
    const visible = (text: string) => document.body.innerText.includes(text);
    await page.waitForFunction(visible, expected, { timeout: 30_000 });
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point
    return await page.locator('body').innerText();
  }

  describe('opened at updateOrder, every request recorded (one to another host is refused, not sent)', () => {
    it('loads nothing from another host: every request it makes stays in the file', () => {
      expect(requests.length).toBeGreaterThan(0);
      expect(requests.filter((url) => !/^(?:file|blob|data):/.test(url))).toEqual([]);
    });

    it('shows no Markdown backtick as text, and each stability badge whole', async () => {
      const badges = new Set(
        Object.values(contract.buildOpenApiDocument().paths).flatMap((item) =>
          Object.values(item as Record<string, JsonSchema>).flatMap((operation) =>
            ((operation['x-badges'] as { name: string }[] | undefined) ?? []).map((badge) => badge.name),
          ),
        ),
      );
      expect([...badges].sort()).toEqual(['Beta', 'Experimental']);
      // Text outside code, scripts and styles: a backtick there is Markdown shown as it is written.
      const prose = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const texts: string[] = [];
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest('script, style, code, pre')) texts.push(node.textContent ?? '');
        return texts.join('\n');
      });
      expect(prose).toContain('Update an order');
      expect(prose.split('\n').filter((line) => line.includes('`'))).toEqual([]);
      // Each badge's text against the box it is drawn in: a text wider by any fraction of a pixel
      // is cut, with an ellipsis (Redoc's sidebar cut "Experimental" by 0.03 px).
      const drawn = await page.evaluate(
        (names) => {
          const found: { name: string; text: number; box: number }[] = [];
          for (const element of document.querySelectorAll('body *')) {
            const name = element.textContent?.trim() ?? '';
            if (element.children.length > 0 || !names.includes(name)) continue;
            const range = document.createRange();
            range.selectNodeContents(element);
            const text = range.getBoundingClientRect().width;
            found.push({ name, text, box: element.getBoundingClientRect().width });
          }
          return found;
        },
        [...badges],
      );
      expect(drawn.filter(({ name }) => name === 'Experimental').length).toBeGreaterThanOrEqual(2);
      expect(drawn.filter(({ text, box }) => text > box)).toEqual([]);
    });
  });

  // After the checks above, which read the page as it was opened.
  it('shows the tag groups and the deprecated operation with its sunset', async () => {
    const text = await visibleText('#tag/pets/operation/getPetById', 'Get a pet by ID');
    for (const group of ['Pets', 'Store', 'Service']) expect(text).toMatch(new RegExp(`^${group}$`, 'm'));
    expect(text).toMatch(/^Deprecated$/m);
    expect(text).toContain('sunset 2027-06-30');
  });

  it('shows the stability badges', async () => {
    expect(await visibleText('#tag/inventory', 'List inventory')).toMatch(/^Beta$/m);
    expect(await visibleText('#tag/orders/operation/updateOrder', 'Update an order')).toMatch(
      /^Experimental$/m,
    );
  });
});
