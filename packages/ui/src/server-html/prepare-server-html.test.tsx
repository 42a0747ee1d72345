import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { ServerHtml } from './server-html';
import { prepareServerHtml } from './sanitise-server-html';

// Each clean parses the server's HTML with the window's DOMParser (DOMPurify's way in); nothing else in the
// component does, so the parses count the cleans and tell a kept result from a new clean.
let parses: MockInstance<DOMParser['parseFromString']>;
const cleans = {
  get count() {
    return parses.mock.calls.length;
  },
};

describe('prepareServerHtml', () => {
  beforeEach(() => {
    parses = vi.spyOn(DOMParser.prototype, 'parseFromString');
  });
  afterEach(() => {
    parses.mockRestore();
  });

  it('cleans ahead, so the component shows the kept result without cleaning in its render', () => {
    const html = '<p onclick="steal()">Welcome <b>bonus</b></p><script>steal()</script>';
    prepareServerHtml(html);
    expect(cleans.count).toBe(1);
    const { container } = render(<ServerHtml html={html} onLink={vi.fn()} />);
    expect(cleans.count).toBe(1);
    expect(container.innerHTML).toContain('Welcome <b>bonus</b>');
    expect(container.innerHTML).not.toMatch(/script|onclick/);
  });

  it('cleans what was not prepared, and only builds the sanitiser when given nothing', () => {
    prepareServerHtml();
    expect(cleans.count).toBe(0);
    render(<ServerHtml html="<p>Not seen before</p>" onLink={vi.fn()} />);
    expect(cleans.count).toBe(1);
  });

  it('keeps a bounded number of results: the oldest is cleaned again', () => {
    const pages = Array.from({ length: 17 }, (_, index) => `<p>Help page ${index}</p>`);
    for (const page of pages) prepareServerHtml(page);
    expect(cleans.count).toBe(17);
    prepareServerHtml(pages[16]);
    expect(cleans.count).toBe(17);
    prepareServerHtml(pages[0]);
    expect(cleans.count).toBe(18);
  });
});
