import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { IslandPropError, islandProps } from '../../../src/markdown/mdx/theme/island-props.ts';

const render = (node: unknown) => `<html of ${typeof node}>`;
const sent = (props: Record<string, unknown>) => islandProps(props, render, 'Counter');
const refused = (props: Record<string, unknown>) => {
  try {
    sent(props);
  } catch (error) {
    return error instanceof IslandPropError ? error.message : `not an IslandPropError: ${String(error)}`;
  }
  return 'accepted';
};

describe('islandProps', () => {
  it('sends JSON values as they are, leaving out undefined ones', () => {
    expect(sent({ label: 'Go', start: 2, on: true, none: null, list: [1, 'a'], deep: { a: { b: [null] } }, gone: undefined }).json).toBe(
      '{"label":"Go","start":2,"on":true,"none":null,"list":[1,"a"],"deep":{"a":{"b":[null]}}}',
    );
  });

  it('sends elements (MDX children) as their HTML', () => {
    const props = sent({ children: [createElement('p', null, 'x'), 'text'], icon: createElement('b') });
    expect(JSON.parse(props.json)).toEqual({ children: { __portalHtml: '<html of object>' }, icon: { __portalHtml: '<html of object>' } });
  });

  it('names a prop JSON cannot carry, and why', () => {
    expect(refused({ onClick: () => 1 })).toMatch(/^prop "onClick" is a function/);
    expect(refused({ when: new Date(0) })).toBe('prop "when" is a Date, not a plain object');
    expect(refused({ n: Number.NaN })).toBe('prop "n" is NaN, which JSON has no number for');
    expect(refused({ list: [1, undefined] })).toBe('prop "list" has undefined at [1] (JSON would make it null)');
    expect(refused({ deep: { render: { fn: () => 1 } } })).toMatch(/^prop "deep" at \.render at \.fn is a function/);
    expect(refused({ id: 1n })).toBe('prop "id" is a bigint, which JSON cannot hold');
    const loop: Record<string, unknown> = {};
    loop.self = loop;
    expect(refused({ loop })).toBe('prop "loop" at .self refers to itself');
    expect(refused({ nested: { el: createElement('b') } })).toBe('prop "nested" at .el holds a React element inside an object or array');
  });
});
