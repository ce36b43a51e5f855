import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RichText } from './rich-text';

function renderMarkup(markup: string) {
  const { container } = render(<RichText className="rich-text" markup={markup} />);
  return container.firstElementChild as HTMLElement;
}

describe('rich text', () => {
  it('renders the allowed tags as elements', () => {
    const root = renderMarkup(
      '<p>Hi <strong>Sam</strong>, <em>well done</em>.<br>Next line</p><ul><li>One</li><li>Two</li></ul>',
    );
    expect(root.querySelector('p')?.textContent).toBe('Hi Sam, well done.Next line');
    expect(root.querySelector('strong')?.textContent).toBe('Sam');
    expect(root.querySelector('em')?.textContent).toBe('well done');
    expect(root.querySelector('br')).not.toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
  });

  it('drops scripts, styles and frames with their content', () => {
    const root = renderMarkup(
      '<p>Safe</p><script>window.hacked = true</script><style>p{}</style><iframe src="x">frame</iframe><svg><text>svg</text></svg>',
    );
    expect(root.textContent).toBe('Safe');
    expect(root.querySelector('script, style, iframe, svg')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops every attribute and unwraps unknown tags to their text', () => {
    const root = renderMarkup(
      '<p class="x" style="color:red" onclick="alert(1)">Click <a href="javascript:alert(1)">here</a> <img src=x onerror="alert(1)"><span>now</span></p>',
    );
    const paragraph = root.querySelector('p');
    expect(paragraph?.attributes).toHaveLength(0);
    expect(paragraph?.textContent).toBe('Click here now');
    expect(root.querySelector('a, img, span')).toBeNull();
    expect(root.innerHTML).not.toMatch(/onclick|onerror|javascript|style=/);
  });

  it('shows plain text and escaped markup as text', () => {
    const root = renderMarkup('Fish &amp; chips &lt;b&gt;not bold&lt;/b&gt;');
    expect(root.textContent).toBe('Fish & chips <b>not bold</b>');
    expect(root.querySelector('strong')).toBeNull();
  });
});
