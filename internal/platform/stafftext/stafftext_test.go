package stafftext

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

func TestHTMLKeepsEveryCharacterAndLine(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"comparisons", `A<B and B<C, so A<C if C>500 & "B" isn't 0.`,
			`A&lt;B and B&lt;C, so A&lt;C if C&gt;500 &amp; &#34;B&#34; isn&#39;t 0.`},
		{"typed markup is text", `<b>bold</b><script>alert(1)</script>`,
			`&lt;b&gt;bold&lt;/b&gt;&lt;script&gt;alert(1)&lt;/script&gt;`},
		{"statement list", "Consider the following statements:\r\n1. One.\r\n2. Two.\r\n\r\nWhich of the statements given above is/are correct?",
			`<p>Consider the following statements:<br>1. One.<br>2. Two.</p><p>Which of the statements given above is/are correct?</p>`},
		{"matching table under its line", "Consider the following pairs:\n| List I | List II |\n|---|---|\n| A. Gandhi Sagar | 1. Chambal |\n| B. Hirakud | 2. Mahanadi |\nHow many pairs are correctly matched?",
			`<p>Consider the following pairs:</p><table><thead><tr><th scope="col">List I</th><th scope="col">List II</th></tr></thead>` +
				`<tbody><tr><td>A. Gandhi Sagar</td><td>1. Chambal</td></tr><tr><td>B. Hirakud</td><td>2. Mahanadi</td></tr></tbody></table>` +
				`<p>How many pairs are correctly matched?</p>`},
		{"one line starting with a bar is text", "|x - 3| < 2", `|x - 3| &lt; 2`},
		{"escaped bar in a cell", "| a \\| b | c |\n| 1 | 2 |", `<table><thead><tr><th scope="col">a | b</th><th scope="col">c</th></tr></thead><tbody><tr><td>1</td><td>2</td></tr></tbody></table>`},
		{"hindi", "निम्नलिखित कथनों पर विचार कीजिए:\n1. क < ख", `निम्नलिखित कथनों पर विचार कीजिए:<br>1. क &lt; ख`},
		{"empty", "  \n ", ``},
		{"key features", "Written by our faculty.\n• 4 booklets\n- PDFs & tests\n\nOne line - with a dash.",
			`<p>Written by our faculty.</p><ul><li>4 booklets</li><li>PDFs &amp; tests</li></ul><p>One line - with a dash.</p>`},
		{"one dash line is text", "- only one", `- only one`},
		{"map", "Consider the following map:\n![Map of India with four places marked 1 to 4](img/2026/11/ab12.png)\nWhich of the marked places is Kochi?",
			`<p>Consider the following map:</p><figure><img src="/files/img/2026/11/ab12.png" alt="Map of India with four places marked 1 to 4"></figure>` +
				`<p>Which of the marked places is Kochi?</p>`},
		{"an image of another site is text", "![x](https://evil.example/p.png)", `![x](https://evil.example/p.png)`},
		{"a key that climbs is text", "![x](img/../doc/a.pdf)", `![x](img/../doc/a.pdf)`},
		{"alt text escaped", `![A "quoted" <map>](img/a.png)`, `<figure><img src="/files/img/a.png" alt="A &#34;quoted&#34; &lt;map&gt;"></figure>`},
	}
	for _, c := range cases {
		if got := HTML(c.text); got != c.want {
			t.Errorf("%s:\n got %s\nwant %s", c.name, got, c.want)
		}
	}
}

func TestInlineHTML(t *testing.T) {
	if got, want := InlineHTML("A<B only\r\nand 5 > 3"), "A&lt;B only<br>and 5 &gt; 3"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	if got, want := InlineHTML("![A bar graph](img/g.webp)"), `<img src="/files/img/g.webp" alt="A bar graph">`; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestImageLineStaysOneLine(t *testing.T) {
	line := ImageLine(Image{Alt: "Map [1]\nof India", Key: "img/a.png"})
	if line != "![Map [1) of India](img/a.png)" || ImageOf(line) == nil {
		t.Fatalf("image line %q", line)
	}
}

func TestFromHTMLReadsTheOldStoredHTML(t *testing.T) {
	cases := []struct{ html, want string }{
		{`<p>Consider the following statements:</p><p>1. It was set up in 1946.</p><p>Which is correct?</p>`,
			"Consider the following statements:\n\n1. It was set up in 1946.\n\nWhich is correct?"},
		{`<p>Line one<br>line <strong>two</strong> here</p>`, "Line one\nline two here"},
		{`<p>Key features</p><ul><li>4 booklets</li><li>PDFs &amp; tests</li></ul>`, "Key features\n\n• 4 booklets\n• PDFs & tests"},
		{`<ol><li>first</li><li>second</li></ol>`, "1. first\n2. second"},
		{`<table><tr><th>List I</th><th>List II</th></tr><tr><td>A</td><td>1</td></tr></table>`, "| List I | List II |\n| A | 1 |"},
		{`A &lt; B &amp;&amp; C`, "A < B && C"},
		{`plain text, no markup`, "plain text, no markup"},
	}
	for _, c := range cases {
		if got := FromHTML(c.html); got != c.want {
			t.Errorf("FromHTML(%q)\n got %q\nwant %q", c.html, got, c.want)
		}
	}
}

func TestFromHTMLThenHTMLKeepsTables(t *testing.T) {
	text := FromHTML(`<p>Match:</p><table><tr><th>List I</th><th>List II</th></tr><tr><td>A</td><td>1</td></tr></table>`)
	if blocks := Parse(text); len(blocks) != 2 || !blocks[1].IsTable() || len(blocks[1].Rows) != 2 {
		t.Fatalf("text %q parsed as %+v", text, blocks)
	}
}

// FuzzHTMLNeverMakesMarkupOfText: whatever staff type, the HTML holds only the tags this package
// writes (docs/product.md, "Staff text"): typed markup is always text.
func FuzzHTMLNeverMakesMarkupOfText(f *testing.F) {
	for _, seed := range []string{"A<B and B<C", "| List I | List II |\n| A | 1 |", "• a\n- b", "![x](img/a.png)",
		"<script>alert(1)</script>", "a\r\n\r\nb", "|x| < 2", `\|`, "&amp; &lt;", `![" onerror="x](img/a.png)`} {
		f.Add(seed)
	}
	allowed := map[string]bool{"p": true, "br": true, "table": true, "thead": true, "tbody": true, "tr": true, "th": true, "td": true,
		"ul": true, "li": true, "figure": true, "img": true}
	f.Fuzz(func(t *testing.T, text string) {
		out := HTML(text)
		z := html.NewTokenizer(strings.NewReader(out))
		for tt := z.Next(); tt != html.ErrorToken; tt = z.Next() {
			if tt != html.StartTagToken && tt != html.EndTagToken && tt != html.SelfClosingTagToken {
				continue
			}
			name, hasAttr := z.TagName()
			if !allowed[string(name)] {
				t.Fatalf("HTML(%q) made a <%s>: %s", text, name, out)
			}
			for hasAttr {
				var key []byte
				key, _, hasAttr = z.TagAttr()
				if k := string(key); k != "src" && k != "alt" && k != "scope" {
					t.Fatalf("HTML(%q) made an attribute %s: %s", text, k, out)
				}
			}
		}
	})
}

// A Hindi version without images of its own shows the English one's, in the same place
// (docs/product.md, "Staff text").
func TestWithImagesOf(t *testing.T) {
	const mapLine = "![Outline map of India with four places marked 1 to 4](img/demo/questions/india-four-places.jpg)"
	english := "Consider the outline map of India:\n" + mapLine + "\nWhich of the marked places is Shillong?"
	for _, c := range []struct{ name, hindi, want string }{
		{"the same lines", "भारत के रेखा-मानचित्र पर विचार कीजिए:\nचिह्नित स्थानों में से शिलांग कौन-सा है?",
			"भारत के रेखा-मानचित्र पर विचार कीजिए:\n" + mapLine + "\nचिह्नित स्थानों में से शिलांग कौन-सा है?"},
		{"a shorter translation", "शिलांग कौन-सा है?", "शिलांग कौन-सा है?\n" + mapLine},
		{"an image of its own", "मानचित्र:\n![भारत का रेखा-मानचित्र](img/demo/questions/india-four-places.jpg)",
			"मानचित्र:\n![भारत का रेखा-मानचित्र](img/demo/questions/india-four-places.jpg)"},
		{"no Hindi version", "", ""},
	} {
		if got := WithImagesOf(c.hindi, english); got != c.want {
			t.Errorf("%s: %q, want %q", c.name, got, c.want)
		}
	}
	if got := WithImagesOf("केवल पाठ", "Only text\n![a map](https://example.com/map.png)"); got != "केवल पाठ" {
		t.Errorf("another site's picture was borrowed: %q", got)
	}
	if got := WithImagesOf("क\nख", mapLine+"\nA\nB"); got != mapLine+"\nक\nख" {
		t.Errorf("an image first: %q", got)
	}
}
