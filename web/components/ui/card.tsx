import { card } from 'styled-system/recipes';
import { createStyleContext } from './style-context';

const { withProvider, withContext } = createStyleContext(card);

export const Card = {
  Root: withProvider('div', 'root'),
  Header: withContext('div', 'header'),
  Title: withContext('h3', 'title'),
  Description: withContext('p', 'description'),
  Body: withContext('div', 'body'),
  Footer: withContext('div', 'footer'),
};
