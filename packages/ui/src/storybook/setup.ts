import { setProjectAnnotations } from '@storybook/react-vite';
import { base } from '../css/reset.css';
import { darkTheme } from '../themes/dark/darkTheme.css';
import preview from './preview';

setProjectAnnotations(preview);

// Interaction tests render without the story decorators; give them the default theme so layout
// tokens resolve and axe checks real contrast.
document.body.classList.add(darkTheme, base);
