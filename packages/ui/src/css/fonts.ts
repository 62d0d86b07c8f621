/* Fonts ship from npm so nothing loads from a CDN and screenshots render the same everywhere. */
import './fonts.css';
