import { screen } from '@testing-library/react';
import { fakeSource, portfolioData, renderWithSource } from '../../../test/portfolioFixtures';
import type { ProfileLinks } from '../../domain/profileLinks';
import { ProfileHeader } from './ProfileHeader';

const LINKS: ProfileLinks = {
  github: 'https://github.com/octo',
  gitlab: null,
  email: null,
  linkedin: null,
  website: null,
  phone: null,
  social: [],
};

const renderHeader = (openToWork: string | null) =>
  renderWithSource(
    <ProfileHeader
      loading={false}
      name="Octo Cat"
      avatar={{ kind: 'default' }}
      links={LINKS}
      cvUrl={null}
      headline="Backend developer"
      openToWork={openToWork}
    />,
    fakeSource(portfolioData()),
  );

describe('the header’s open-to-work badge', () => {
  it('says what work the owner is looking for, under the name, as text', async () => {
    const { container } = renderHeader('Backend roles · remote or <Berlin>');
    // The picture, name and links are an island: a chunk of their own.
    const badge = (await screen.findByText('Open to work')).closest('p');
    expect(badge).toHaveClass('open-to-work');
    expect(badge).toHaveTextContent('Open to work Backend roles · remote or <Berlin>');
    // After the name, before the headline.
    const order = [...container.querySelectorAll('h1, p')].map((element) => element.className);
    expect(order.slice(0, 3)).toEqual(['profile-name', 'open-to-work', 'profile-headline']);
  });

  it('is absent without the setting', async () => {
    const { container } = renderHeader(null);
    await screen.findByRole('heading', { name: 'Octo Cat' });
    expect(container.querySelector('.open-to-work')).toBeNull();
    expect(screen.queryByText('Open to work')).toBeNull();
  });
});
