import { renderModule } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import reportsModule from '../../module';
import { SearchableSelect } from './SearchableSelect';

const options = [
  { value: 'a', label: 'Kirkkotie 48' },
  { value: 'b', label: 'Rantatie 2' },
];

describe('SearchableSelect', () => {
  it("names the dropdown's built-in clear button in the page language, not in English", () => {
    const { container } = renderModule(
      reportsModule,
      <SearchableSelect
        label="Käyttöpaikka"
        options={options}
        selected="a"
        onSelect={() => undefined}
        autocomplete={false}
      />,
      { language: 'fi-FI' },
    );
    const labels = [...container.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
    expect(labels).toContain('Tyhjennä Käyttöpaikka');
    expect(labels).not.toContain('Clear selection');
  });
});
