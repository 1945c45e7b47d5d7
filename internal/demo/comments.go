package demo

// sharedComments are the demo's shared comment bank: the remarks mains evaluators write most
// often on answer copies, in the words faculty use (docs/product.md, "Evaluating in the browser").
var sharedComments = []string{
	"Address the directive word: 'critically examine' asks for both sides and your judgement.",
	"Add a relevant example or case study here.",
	"Support this with data: Economic Survey, NITI Aayog or NFHS figures.",
	"Introduction is too long; keep it to two or three lines.",
	"Conclude with a balanced way forward.",
	"A diagram or flowchart would say this in less space.",
	"Good use of constitutional provisions.",
	"Cite the relevant Supreme Court judgment.",
	"Stay within the word limit.",
	"Underline the keywords for the examiner.",
	"Mention the relevant committee or commission (e.g. Second ARC).",
	"Structure the body with subheadings.",
}

// comments writes the shared comment bank.
func (w *writer) comments() {
	for _, text := range sharedComments {
		w.exec(`INSERT INTO mains_comment_bank (owner_id, text, created_at) VALUES (NULL, ?, ?)`, text, w.now)
	}
}
