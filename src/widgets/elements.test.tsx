import { fireEvent, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ok } from '../test/fake-api';
import { createFakeApi } from '../test/fake-api';
import { withOrganization } from '../test/render';
import { getRuntime } from '../core/runtime';

beforeAll(async () => {
  // Registering the elements is what the embed loader does on a real page.
  (await import('./search-box/element')).define();
  (await import('./login-dialog/element')).define();
});

function stubApi() {
  const api = createFakeApi(withOrganization(() => ok([])));
  vi.stubGlobal('fetch', api.fetch);
  return api;
}

function mount(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

describe('defineWidget elements', () => {
  it('render into an open shadow root with their styles inside it, none in the page', async () => {
    stubApi();
    const container = mount('<lp-search-box api-base="http://api.test/api"></lp-search-box>');
    const element = container.querySelector('lp-search-box')!;
    const shadow = element.shadowRoot!;
    expect(shadow).not.toBeNull();
    await within(shadow as unknown as HTMLElement).findByRole('combobox');
    expect(shadow.querySelectorAll('style').length).toBeGreaterThan(0);
    expect(document.head.querySelectorAll('style[data-styled]').length).toBe(0);
    container.remove();
  });

  it('share one runtime on a page: one session, one query cache', async () => {
    stubApi();
    const before = getRuntime();
    const container = mount(
      '<lp-search-box api-base="http://api.test/api"></lp-search-box><lp-login-dialog api-base="http://api.test/api"></lp-login-dialog>',
    );
    await within(
      container.querySelector('lp-search-box')!.shadowRoot as unknown as HTMLElement,
    ).findByRole('combobox');
    expect(getRuntime()).toBe(before);
    expect(
      Object.getOwnPropertySymbols(globalThis).filter(
        (key) => key === Symbol.for('libportal.core'),
      ),
    ).toHaveLength(1);
    container.remove();
  });

  it('pass attributes as props, and removing one resets it', async () => {
    stubApi();
    const container = mount(
      '<lp-search-box api-base="http://api.test/api" placeholder="找书"></lp-search-box>',
    );
    const element = container.querySelector('lp-search-box')!;
    const shadow = element.shadowRoot as unknown as HTMLElement;
    const input = await within(shadow).findByRole('combobox');
    expect(input.getAttribute('placeholder')).toBe('找书');
    element.removeAttribute('placeholder');
    await waitFor(() => expect(input.getAttribute('placeholder')).toBe('书名/作者/ISBN'));
    container.remove();
  });

  it('fire bubbling, composed lp-* events the page can cancel', async () => {
    stubApi();
    const container = mount('<lp-search-box api-base="http://api.test/api"></lp-search-box>');
    const element = container.querySelector('lp-search-box')!;
    const shadow = element.shadowRoot as unknown as HTMLElement;
    const seen: CustomEvent[] = [];
    const onSearch = (event: Event) => seen.push(event as CustomEvent);
    const onNavigate = (event: Event) => {
      seen.push(event as CustomEvent);
      event.preventDefault();
    };
    document.addEventListener('lp-search', onSearch);
    document.addEventListener('lp-navigate', onNavigate);
    const input = await within(shadow).findByRole('combobox');
    fireEvent.input(input, { target: { value: 'harry' } });
    fireEvent.submit(input.closest('form')!);
    document.removeEventListener('lp-search', onSearch);
    document.removeEventListener('lp-navigate', onNavigate);
    expect(seen.map((event) => [event.type, event.detail])).toEqual([
      ['lp-search', { keyword: 'harry' }],
      ['lp-navigate', { path: '/book-list', query: { keyword: 'harry' } }],
    ]);
    expect(seen.every((event) => event.bubbles && event.composed)).toBe(true);
    expect(seen[1]?.cancelable).toBe(true);
    container.remove();
  });

  it('treat `open` as an HTML boolean attribute that the element clears on close', async () => {
    stubApi();
    const container = mount('<lp-login-dialog api-base="http://api.test/api"></lp-login-dialog>');
    const element = container.querySelector('lp-login-dialog') as HTMLElement & { open: boolean };
    const shadow = element.shadowRoot as unknown as HTMLElement;
    expect(element.open).toBe(false);
    element.setAttribute('open', '');
    const dialog = await within(shadow).findByRole('dialog');
    expect(element.open).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(within(shadow).queryByRole('dialog')).toBeNull());
    expect(element.hasAttribute('open')).toBe(false);
    element.open = true;
    await within(shadow).findByRole('dialog');
    element.removeAttribute('open');
    await waitFor(() => expect(within(shadow).queryByRole('dialog')).toBeNull());
    container.remove();
  });

  it('keep their state when moved in the page', async () => {
    stubApi();
    const container = mount('<lp-search-box api-base="http://api.test/api"></lp-search-box>');
    const element = container.querySelector('lp-search-box')!;
    const shadow = element.shadowRoot as unknown as HTMLElement;
    const input = (await within(shadow).findByRole('combobox')) as HTMLInputElement;
    fireEvent.input(input, { target: { value: 'kept' } });
    const elsewhere = mount('');
    elsewhere.append(element);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((within(shadow).getByRole('combobox') as HTMLInputElement).value).toBe('kept');
    container.remove();
    elsewhere.remove();
  });

  it('a second definition of the same tag warns on a version mismatch instead of throwing', async () => {
    const { defineWidget } = await import('../core/widget/defineWidget');
    // What an older copy of the script on the same page would have registered.
    class OlderElement extends HTMLElement {
      static libportalVersion = '0.0.1';
    }
    customElements.define('lp-older-widget', OlderElement);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(() =>
      defineWidget({ tag: 'lp-older-widget', component: () => null, attributes: {} }),
    ).not.toThrow();
    expect(customElements.get('lp-older-widget')).toBe(OlderElement);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('already defined by version 0.0.1'));
  });
});
