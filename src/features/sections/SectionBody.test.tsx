import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SectionNode } from '../../domain/ownerSections';
import OwnerSections from './OwnerSections';
import { SectionBody } from './SectionBody';

describe('SectionBody', () => {
  it("renders the build's tree: text, links, images, task boxes, aligned cells", () => {
    const nodes: SectionNode[] = [
      { tag: 'h3', children: ['Talks'] },
      {
        tag: 'p',
        children: [
          'See ',
          { tag: 'a', attributes: { href: 'https://example.org/' }, children: ['this'] },
          ' & <b>that</b>',
        ],
      },
      {
        tag: 'img',
        attributes: {
          src: '/portfolio/static/media/section-1.webp',
          alt: 'Me',
          width: 10,
          height: 5,
        },
      },
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: [{ tag: 'input', attributes: { checked: true } }, 'done'] },
        ],
      },
      {
        tag: 'table',
        children: [
          {
            tag: 'tbody',
            children: [
              {
                tag: 'tr',
                children: [{ tag: 'td', attributes: { align: 'right' }, children: ['1'] }],
              },
            ],
          },
        ],
      },
    ];
    const { container } = render(<SectionBody nodes={nodes} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Talks' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute(
      'href',
      'https://example.org/',
    );
    expect(screen.getByRole('link', { name: 'this' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    // Text is text, whatever it says.
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByText(/& <b>that<\/b>/)).toBeVisible();
    expect(screen.getByRole('img', { name: 'Me' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getByRole('checkbox')).toBeDisabled();
    expect(screen.getByRole('cell')).toHaveStyle({ textAlign: 'right' });
  });

  it('checks the tree again: no other scheme, no remote image, no unknown element or attribute', () => {
    const hostile = [
      { tag: 'a', attributes: { href: 'javascript:alert(1)' }, children: ['js'] },
      { tag: 'a', attributes: { href: '#x" onclick="y' }, children: ['fragment'] },
      { tag: 'img', attributes: { src: 'https://evil.example/x.png', alt: 'remote' } },
      { tag: 'img', attributes: { src: '//evil.example/x.png', alt: 'protocol-relative' } },
      { tag: 'script', children: ['alert(1)'] },
      { tag: 'p', attributes: { onClick: 'alert(1)', style: 'x' }, children: ['para'] },
    ] as unknown as SectionNode[];
    const { container } = render(<SectionBody nodes={hostile} />);
    expect(container.querySelectorAll('a, img, script')).toHaveLength(0);
    expect(container.innerHTML).toBe('<span>js</span><span>fragment</span><p>para</p>');
  });

  it("scrolls to a footnote by script: the page's address fragment is its route", async () => {
    const nodes: SectionNode[] = [
      {
        tag: 'a',
        attributes: { href: '#user-content-t-fn-1', id: 'user-content-t-fnref-1' },
        children: ['1'],
      },
      { tag: 'p', attributes: { id: 'user-content-t-fn-1' }, children: ['The note.'] },
    ];
    render(<SectionBody nodes={nodes} />);
    const scrolled = jest.fn();
    const note = screen.getByText('The note.');
    note.scrollIntoView = scrolled;
    const before = window.location.hash;
    await userEvent.setup().click(screen.getByRole('link', { name: '1' }));
    expect(scrolled).toHaveBeenCalled();
    expect(window.location.hash).toBe(before);
  });
});

describe('OwnerSections', () => {
  it("shows one tab's sections, each titled, a non-printing one marked", () => {
    const base = { order: 0, print: true, body: ['Body'] } as const;
    render(
      <OwnerSections
        placement="github"
        sections={[
          { ...base, key: 'a', title: 'A', placement: 'github' },
          { ...base, key: 'b', title: 'B', placement: 'tab' },
          { ...base, key: 'c', title: 'C', placement: 'github', print: false, language: 'de' },
        ]}
      />,
    );
    expect(
      screen.getAllByRole('region').map((region) => region.getAttribute('aria-labelledby')),
    ).toEqual(['section-a-title', 'section-c-title']);
    expect(screen.getByRole('region', { name: 'C' })).toHaveClass('owner-section-no-print');
    expect(screen.getByRole('region', { name: 'C' })).toHaveAttribute('lang', 'de');
  });
});
