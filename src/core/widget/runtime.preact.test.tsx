import { render, screen } from '@testing-library/react';
import { Component as PreactComponent, options, type VNode } from 'preact';
import { Component } from 'react';
import styled from 'styled-components';
import { afterEach, expect, it } from 'vitest';

// Guards the `unit-preact` project itself: were the aliases lost, every test there would
// quietly run on React DOM again and prove nothing about the embed's runtime.
const previousVnodeHook = options.vnode;
afterEach(() => {
  options.vnode = previousVnodeHook;
});

it('runs the components, Testing Library and styled-components on preact/compat', async () => {
  expect(Component).toBe(PreactComponent);
  const created: unknown[] = [];
  options.vnode = (vnode: VNode) => {
    created.push(vnode.type);
    previousVnodeHook?.(vnode);
  };
  const Title = styled.h2`
    color: rgb(1, 2, 3);
  `;
  render(<Title>书目</Title>);
  await screen.findByRole('heading', { name: '书目' });
  expect(created).toContain('h2');
});
