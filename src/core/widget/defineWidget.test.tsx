import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { defineWidget } from './defineWidget';

interface ProbeProps {
  label?: string;
  open?: boolean;
  count?: number;
}

/** Shows its props as text, so a test reads what the component received. */
function Probe({ label, open, count }: ProbeProps) {
  return <p data-probe="">{`${label ?? '-'}|${String(open ?? false)}|${count ?? '-'}`}</p>;
}

type ProbeElement = HTMLElement & ProbeProps;

let defined = 0;
/** A fresh tag per test: a tag, once defined, stays defined. */
function nextTag(): string {
  defined += 1;
  return `lp-probe-${defined}`;
}

function define(tag: string): void {
  defineWidget<ProbeProps>({
    tag,
    component: Probe,
    attributes: { label: 'string', open: 'boolean', count: 'number' },
  });
}

function rendered(element: Element): string | null | undefined {
  return element.shadowRoot?.querySelector('[data-probe]')?.textContent;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe('an element whose properties are set before it is defined', () => {
  it('takes them over when the class arrives (the lazy loader defines tags late)', async () => {
    const tag = nextTag();
    const element = document.createElement(tag) as ProbeElement;
    document.body.append(element);
    element.label = 'early';
    element.open = true;
    element.count = 3;
    expect(Object.prototype.hasOwnProperty.call(element, 'label')).toBe(true);

    define(tag);

    await waitFor(() => expect(rendered(element)).toBe('early|true|3'));
    expect(Object.prototype.hasOwnProperty.call(element, 'label')).toBe(false);
    expect(element.getAttribute('label')).toBe('early');
    // The accessor works from now on: a later set reaches the component.
    element.label = 'later';
    await waitFor(() => expect(rendered(element)).toBe('later|true|3'));
  });
});

describe('an element given properties before it is attached', () => {
  it('renders nothing while detached, then renders them when attached', async () => {
    const tag = nextTag();
    define(tag);
    const element = document.createElement(tag) as ProbeElement;
    element.label = 'before';
    element.open = true;
    // A root rendered into a detached shadow root is what gave styled-components a <style>
    // without a sheet (its error #17).
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(element.shadowRoot?.childNodes.length).toBe(0);

    document.body.append(element);
    await waitFor(() => expect(rendered(element)).toBe('before|true|-'));
  });
});

describe('boolean attributes', () => {
  it('read open="false" as false, and setting the property afterwards opens it', async () => {
    const tag = nextTag();
    define(tag);
    document.body.innerHTML = `<${tag} open="false"></${tag}>`;
    const element = document.querySelector(tag) as ProbeElement;
    await waitFor(() => expect(rendered(element)).toBe('-|false|-'));
    expect(element.open).toBe(false);

    element.open = true;
    expect(element.getAttribute('open')).toBe('');
    await waitFor(() => expect(rendered(element)).toBe('-|true|-'));

    element.open = false;
    expect(element.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(rendered(element)).toBe('-|false|-'));
  });

  it('read "", "true" and the attribute’s own name as true, and removal as false', async () => {
    const tag = nextTag();
    define(tag);
    const element = document.createElement(tag) as ProbeElement;
    document.body.append(element);
    for (const value of ['', 'true', 'open']) {
      element.setAttribute('open', 'false');
      await waitFor(() => expect(rendered(element)).toBe('-|false|-'));
      element.setAttribute('open', value);
      expect(element.open).toBe(true);
      await waitFor(() => expect(rendered(element)).toBe('-|true|-'));
    }
    element.removeAttribute('open');
    expect(element.open).toBe(false);
    await waitFor(() => expect(rendered(element)).toBe('-|false|-'));
  });

  it('take a string property by the attribute rule', async () => {
    const tag = nextTag();
    define(tag);
    const element = document.createElement(tag) as HTMLElement & { open: unknown };
    document.body.append(element);
    element.open = 'true';
    await waitFor(() => expect(rendered(element)).toBe('-|true|-'));
    element.open = 'false';
    expect(element.hasAttribute('open')).toBe(false);
    await waitFor(() => expect(rendered(element)).toBe('-|false|-'));
  });
});
