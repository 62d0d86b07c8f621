import { setProjectAnnotations } from '@storybook/react-vite';
import preview from './preview';

setProjectAnnotations(preview);
