import { describe, expect, it } from 'vitest';
import { sanitizeBody } from '../src/text/sanitize-html';

describe('sanitizeBody (the server side of html-rules)', () => {
  it('keeps the formatting the editor makes', () => {
    const html =
      '<h2>标题</h2><p><strong>粗体</strong> <em>斜体</em> <u>下划线</u></p>' +
      '<ul><li>一</li></ul><ol><li>二</li></ol><blockquote><p>引用</p></blockquote>' +
      '<p><a href="https://example.org/a" title="t">link</a> <a href="mailto:a@b.c">mail</a></p>' +
      '<img src="https://lib.example/FileApi/File/Download?fileid=x" alt="图" width="10" height="20">';
    // sanitize-html writes a void element as `<img … />`, which parses the same.
    expect(sanitizeBody(html)).toBe(html.replace(/">$/, '" />'));
  });

  it('removes script with its content, event handlers and style attributes', () => {
    const out = sanitizeBody(
      '<p style="color:red" onclick="x()">a<script>alert(1)</script>b</p>' +
        '<img src="https://x.example/i.png" onerror="alert(2)"><style>p{}</style>',
    );
    expect(out).toBe('<p>ab</p><img src="https://x.example/i.png" />');
    expect(out).not.toMatch(/script|onerror|onclick|style|alert/i);
  });

  it('drops javascript: links (also when spelled with control characters) and keeps the text', () => {
    expect(sanitizeBody('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBody('<a href="java\tscript:alert(1)">x</a>')).toBe('<a>x</a>');
    expect(sanitizeBody('<a href="/relative">x</a>')).toBe('<a>x</a>');
  });

  it('drops data:, relative and javascript: images entirely', () => {
    expect(sanitizeBody('<p>a<img src="data:image/png;base64,AAAA">b</p>')).toBe('<p>ab</p>');
    expect(sanitizeBody('<img src="/FileApi/x"><img src="javascript:x">')).toBe('');
  });

  it('keeps the text of elements not allowed (div, span, iframe srcdoc gone)', () => {
    expect(
      sanitizeBody('<div><span>文字</span></div><iframe srcdoc="<script>x</script>"></iframe>'),
    ).toBe('文字');
    expect(sanitizeBody('<p href="https://x.example" src="https://y.example">t</p>')).toBe(
      '<p>t</p>',
    );
  });
});
