// The sandbox's starting markup: every element and class the section styles know.
export const SANDBOX_SAMPLE = `<aside class="sample-notice" role="note"><strong>Sample content.</strong> A notice at the top of a section.</aside>
<h2>Section heading</h2>
<p>Body text with <strong>strong</strong>, <em>emphasis</em>, <sub>sub</sub>script, <sup>super</sup>script and <a href="/help">a link</a>.</p>
<h3>A sub-heading</h3>
<ul>
  <li>An unordered list item</li>
  <li>Another item</li>
</ul>
<ol>
  <li>First step</li>
  <li>Second step</li>
</ol>
<aside class="callout"><strong>Key point.</strong> A callout draws the eye to what matters.</aside>
<table>
  <caption>A table with a caption</caption>
  <thead><tr><th scope="col">Drug</th><th scope="col">Dose</th></tr></thead>
  <tbody>
    <tr><td>Epinephrine</td><td>1 mg every 3-5 minutes</td></tr>
    <tr><td>Amiodarone</td><td>300 mg, then 150 mg</td></tr>
  </tbody>
</table>
<blockquote>A quotation.</blockquote>
`;
