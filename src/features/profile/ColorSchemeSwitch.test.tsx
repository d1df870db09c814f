import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COLOR_SCHEME_KEY } from '../../lib/colorScheme';
import { ColorSchemeSwitch } from './ColorSchemeSwitch';

describe('ColorSchemeSwitch', () => {
  beforeEach(() => {
    localStorage.clear();
    document.documentElement.setAttribute('data-theme', 'light');
  });

  it('is a labelled switch that turns dark mode on and off, remembered', async () => {
    render(<ColorSchemeSwitch />);
    const toggle = screen.getByRole('switch', { name: 'Dark mode' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement.getAttribute('data-theme')).toBe('dark');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('dark');
    toggle.focus();
    await userEvent.keyboard(' ');
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(localStorage.getItem(COLOR_SCHEME_KEY)).toBe('light');
  });

  it('starts as the page is shown (the head script set the attribute)', () => {
    document.documentElement.setAttribute('data-theme', 'dark');
    render(<ColorSchemeSwitch />);
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
  });
});
