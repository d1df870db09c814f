import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LazyPanel, type PanelModule } from './LazyPanel';

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
