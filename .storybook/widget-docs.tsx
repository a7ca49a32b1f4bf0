import {
  Controls,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
  useOf,
} from '@storybook/addon-docs/blocks';
import manifest from '../custom-elements.json';

/**
 * Each widget's docs page: Storybook's own (the component, its props as controls, its stories)
 * with the custom element's reference from custom-elements.json — tag, attributes, events,
 * parts and theme properties — so the page says what a school's HTML can use, not only the
 * React props. Loaded only by Storybook (main.ts `previewAnnotations`), not by the stories'
 * tests, which use preview.tsx alone.
 */
interface Entry {
  name: string;
  description?: string;
  type?: { text: string };
  default?: string;
}
interface ElementDeclaration {
  name: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: Entry[];
  events?: Entry[];
  cssParts?: Entry[];
  cssProperties?: Entry[];
}

const elementsByClass = new Map(
  (manifest.modules as { path: string; declarations?: ElementDeclaration[] }[]).flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => [declaration.name, { ...declaration, path: module.path }] as const),
  ),
);

/** `Widgets/MyBorrow` (and `Widgets/BookDetail/ShelfLocation`) → MyBorrowElement's entry. */
function elementOf(title: string) {
  const widget = title.split('/')[1];
  return widget ? elementsByClass.get(`${widget}Element`) : undefined;
}

/** The manifest's descriptions mark code with backticks. */
function Text({ text }: { text: string }) {
  return (
    <>
      {text.split('`').map((part, index) => (index % 2 ? <code key={index}>{part}</code> : part))}
    </>
  );
}

function EntryTable({
  heading,
  entries,
  type,
}: {
  heading: string;
  entries: Entry[];
  /** A second column: the attribute's type, or the theme property's default. */
  type?: 'Type' | 'Default';
}) {
  if (entries.length === 0) return null;
  return (
    <>
      <h3>{heading}</h3>
      <table>
        <thead>
          <tr>
            <th>Name</th>
            {type ? <th>{type}</th> : null}
            <th>Description</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.name}>
              <td>
                <code>{entry.name}</code>
              </td>
              {type ? (
                <td>
                  <code>{type === 'Type' ? entry.type?.text : entry.default}</code>
                </td>
              ) : null}
              <td>
                <Text text={entry.description ?? ''} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

function ElementReference() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const element = elementOf(preparedMeta.title);
  if (!element) return null;
  const widget = element.path.split('/').at(-2);
  return (
    <section aria-label={`<${element.tagName}>`}>
      <h2>
        Custom element <code>{`<${element.tagName}>`}</code>
      </h2>
      <p>
        <code>{`import { define } from 'libportal/elements/${widget}'`}</code> registers it; the
        embed script registers it on a school’s page.
      </p>
      <EntryTable heading="Attributes" entries={element.attributes ?? []} type="Type" />
      <EntryTable heading="Events" entries={element.events ?? []} />
      <EntryTable heading="Parts (::part)" entries={element.cssParts ?? []} />
      <EntryTable heading="Theme properties" entries={element.cssProperties ?? []} type="Default" />
    </section>
  );
}

function WidgetDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Primary />
      <Controls />
      <ElementReference />
      <Stories />
    </>
  );
}

export const parameters = { docs: { page: WidgetDocsPage } };
