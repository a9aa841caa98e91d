/**
 * The client starts after the page's first contentful paint. A page carries its entry module and
 * preloads inert, in `<template id="portal-client">` at the end of its head, and this inline script
 * moves them into the head once the browser reports that paint (a `paint` PerformanceObserver, or a
 * second after the page's `load` if it reports none; where there is no observer, two animation
 * frames later), at once in a hidden tab, which paints nothing.
 * The text, the navbar and the code show without waiting for React: Lighthouse's simulated phone
 * put the 47 KB entry before the first paint (FCP 1.8-2.1 s); loaded after it, 0.8-1.1 s. A frame's
 * end is not enough: the paint reaches the screen later (in Chromium the entry was requested 50 ms
 * before the first contentful paint). The islands are rendered on the server, so nothing moves when
 * they hydrate; a control answers once its island has.
 */
export const CLIENT_TEMPLATE_ID = 'portal-client';

/** The inline script (the same bytes on every page, so one CSP hash covers it); it goes before the stylesheet, which would otherwise hold the parser. */
export const clientLoaderInlineScript = `(function(){var d=document,P=window.PerformanceObserver;function go(){var t=d.getElementById('${CLIENT_TEMPLATE_ID}');if(t&&!t.hasAttribute('data-started')){t.setAttribute('data-started','');d.head.appendChild(d.importNode(t.content,true))}}function start(){if(d.visibilityState==='hidden')return go();if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0){var o=new P(function(l){if(l.getEntriesByName('first-contentful-paint').length){o.disconnect();setTimeout(go)}});o.observe({type:'paint',buffered:true});addEventListener('load',function(){setTimeout(go,1000)})}else requestAnimationFrame(function(){requestAnimationFrame(go)})}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',start);else start()})()`;

/** The entry module and preloads of a page's client template (a parsed page's head holds them inert). */
export function clientTemplateContent(doc: Document): DocumentFragment | undefined {
  const template = doc.getElementById(CLIENT_TEMPLATE_ID);
  return template instanceof HTMLTemplateElement ? template.content : undefined;
}
