/**
 * Layout pieces the track pages use instead of antd's Row/Col, Breadcrumb and Typography, so
 * they paint without antd. Headings and paragraphs are plain `h1`–`h5`/`p` with the
 * `tracks-h{level}` and `tracks-p` classes of page-layout.css (antd's sizes and margins, zero
 * specificity so a block's own class or inline style wins).
 */
import './page-layout.css';

export { Grid, type GridColumns } from './Grid.tsx';
export { Breadcrumb } from './Breadcrumb.tsx';
