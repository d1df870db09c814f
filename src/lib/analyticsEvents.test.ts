import { eventOfLink, sendEvent, trackLinkClicks } from './analyticsEvents';

function page(html: string): Document {
  document.body.innerHTML = html;
  return document;
}

const link = (selector: string) => {
  const found = document.querySelector<HTMLAnchorElement>(selector);
  if (!found) throw new Error(`no ${selector}`);
  return found;
};

describe('the analytics events', () => {
  beforeEach(() =>
    page(`
      <header><a class="cv" href="/portfolio/cv.pdf">Download CV</a>
        <nav class="language-switch"><a href="/portfolio/de/" hreflang="de">Deutsch</a></nav></header>
      <div class="project-card"><h3>acme/engine</h3><a class="repo" href="https://github.com/acme/engine">View</a></div>
      <div class="tab-pane-experience"><a class="job" href="https://example.com">Example</a></div>
      <a class="other" href="https://mastodon.example/@me">Mastodon</a>`),
  );

  it('tells the clicks it counts apart by the link', () => {
    expect(eventOfLink(link('.cv'))).toEqual({ name: 'Download CV' });
    expect(eventOfLink(link('.language-switch a'))).toEqual({
      name: 'Language switch',
      props: { language: 'de' },
    });
    expect(eventOfLink(link('.repo'))).toEqual({
      name: 'Repository link',
      props: { repository: 'acme/engine' },
    });
    expect(eventOfLink(link('.job'))).toEqual({ name: 'Resume link' });
    expect(eventOfLink(link('.other'))).toBeNull();
  });

  it('hands each service the event its own way, and does nothing without its script', () => {
    const plausible = jest.fn();
    const count = jest.fn();
    const track = jest.fn();
    const event = { name: 'Repository link', props: { repository: 'acme/engine' } };
    sendEvent('plausible', event, { plausible });
    sendEvent('goatcounter', event, { goatcounter: { count } });
    sendEvent('umami', event, { umami: { track } });
    expect(plausible).toHaveBeenCalledWith('Repository link', {
      props: { repository: 'acme/engine' },
    });
    expect(count).toHaveBeenCalledWith({
      path: 'repository-link/acme/engine',
      title: 'Repository link',
      event: true,
    });
    expect(track).toHaveBeenCalledWith('Repository link', { repository: 'acme/engine' });
    expect(() => sendEvent('plausible', event, {})).not.toThrow();
  });

  it('counts a click on Download CV, and stops when asked', () => {
    const plausible = jest.fn();
    Object.assign(window, { plausible });
    const stop = trackLinkClicks('plausible');
    const cv = link('.cv');
    cv.addEventListener('click', (event) => event.preventDefault());
    cv.click();
    link('.other').addEventListener('click', (event) => event.preventDefault());
    link('.other').click();
    stop();
    cv.click();
    expect(plausible.mock.calls).toEqual([['Download CV', {}]]);
    Reflect.deleteProperty(window, 'plausible');
  });
});
