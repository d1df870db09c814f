import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPanel, preloadPanel, type PanelModule } from './LazyPanel';

const chunkError = () =>
  Object.assign(
    new Error(
      'Loading chunk 3 failed.\n(error: http://localhost/portfolio/static/js/3.abcd1234.chunk.js)',
    ),
    {
      name: 'ChunkLoadError',
    },
  );

describe('LazyPanel', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));

  it('shows a skeleton until the chunk arrives, then the panel', async () => {
    let resolve: (module: PanelModule) => void = () => undefined;
    const load = () => new Promise<PanelModule>((done) => (resolve = done));
    render(<LazyPanel load={load} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    resolve({ default: () => <p>panel content</p> });
    expect(await screen.findByText('panel content')).toBeInTheDocument();
  });

  it('renders a preloaded panel at once, without a skeleton (a printout cannot wait)', async () => {
    const load = () => Promise.resolve<PanelModule>({ default: () => <p>printed panel</p> });
    preloadPanel(load);
    await Promise.resolve();
    await Promise.resolve();
    render(<LazyPanel load={load} />);
    expect(screen.getByText('printed panel')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading' })).not.toBeInTheDocument();
  });

  it('leaves a failed preload for the panel to report when it is opened', async () => {
    const load = jest.fn(() => Promise.reject(chunkError()));
    preloadPanel(load);
    await Promise.resolve();
    render(<LazyPanel load={load} />);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findByText('This section could not be loaded.')).toBeInTheDocument();
  });

  it('says which chunk failed and why, and Retry loads it again', async () => {
    const user = userEvent.setup();
    const load = jest
      .fn<Promise<PanelModule>, []>()
      .mockRejectedValueOnce(chunkError())
      .mockResolvedValueOnce({ default: () => <p>panel content</p> });
    render(<LazyPanel load={load} />);
    expect(await screen.findByText(/Loading chunk 3 failed\./)).toBeInTheDocument();
    expect(screen.getByText(/3\.abcd1234\.chunk\.js/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('panel content')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
