package app_test

import (
	"bufio"
	"bytes"
	"compress/zlib"
	"crypto/rand"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"mime/multipart"
	"net"
	"net/url"
	"os"
	"runtime"
	"slices"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"aspirant/internal/apptest"
	"aspirant/internal/media"
	"aspirant/internal/testutil"
)

// Uploads meet the bounds of docs/reliability.md, "Bounds on uploads": the attacks of issue 38
// sent through the learner's and the evaluator's calls, with the server's memory measured.

// solidPNG answers a width x height PNG of one colour, 8-bit RGB, written row by row so that the
// test never holds the picture: a few kilobytes on the wire that claim width*height*4 bytes.
func solidPNG(t testing.TB, width, height int) []byte {
	t.Helper()
	var out bytes.Buffer
	out.WriteString("\x89PNG\r\n\x1a\n")
	chunk := func(kind string, data []byte) {
		_ = binary.Write(&out, binary.BigEndian, uint32(len(data)))
		out.WriteString(kind)
		out.Write(data)
		_ = binary.Write(&out, binary.BigEndian, crc32.ChecksumIEEE(append([]byte(kind), data...)))
	}
	ihdr := make([]byte, 13)
	binary.BigEndian.PutUint32(ihdr[0:], uint32(width))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(height))
	ihdr[8], ihdr[9] = 8, 2 // 8 bits, RGB
	chunk("IHDR", ihdr)
	var idat bytes.Buffer
	z, _ := zlib.NewWriterLevel(&idat, zlib.BestCompression)
	row := make([]byte, 1+3*width) // filter 0, then the pixels
	for x := range width {
		copy(row[1+3*x:], []byte{0xF4, 0xEF, 0xE1}) // paper
	}
	for range height {
		if _, err := z.Write(row); err != nil {
			t.Fatal(err)
		}
	}
	z.Close()
	chunk("IDAT", idat.Bytes())
	chunk("IEND", nil)
	return out.Bytes()
}

// memoryPeak runs f and answers how far the heap in use rose above where it was before, sampled
// every few milliseconds while f runs: the server runs in this process, so this is its memory.
func memoryPeak(f func()) uint64 {
	runtime.GC()
	var stats runtime.MemStats
	runtime.ReadMemStats(&stats)
	base := stats.HeapInuse
	var peak atomic.Uint64
	done := make(chan struct{})
	stopped := make(chan struct{})
	go func() {
		defer close(stopped)
		var m runtime.MemStats
		for {
			runtime.ReadMemStats(&m)
			if m.HeapInuse > base && m.HeapInuse-base > peak.Load() {
				peak.Store(m.HeapInuse - base)
			}
			select {
			case <-done:
				return
			case <-time.After(5 * time.Millisecond):
			}
		}
	}()
	f()
	close(done)
	<-stopped
	return peak.Load()
}

const mb = 1 << 20

func TestAPhotoBombIsRefusedBeforeAnyPageIsDecoded(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)

	// The attack of issue 38: forty solid 7000 x 7000 PNGs, 49 megapixels each.
	bomb := solidPNG(t, 7000, 7000)
	pages := make([]part, 40)
	for i := range pages {
		pages[i] = part{"answerImages", fmt.Sprintf("IMG_%04d.png", i+1), bomb}
	}
	var res apptest.Response
	took := time.Now()
	peak := memoryPeak(func() { res = uploadParts(t, s, owner, mains.test, pages) })
	t.Logf("forty 7000x7000 PNGs (%d KB on the wire): %d in %v, heap peak +%d MB", 40*len(bomb)>>10, res.Status, time.Since(took).Round(time.Millisecond), peak/mb)
	if res.Status != 413 || !strings.Contains(res.Message(), "Page 1 is a larger picture than the server takes (at most 40 megapixels)") ||
		res.FieldError("answerImages") != "Page 1 has more than 40 megapixels." {
		t.Errorf("photo bomb: %d %s", res.Status, res.Body)
	}
	if budget := uint64(64 * mb); peak > budget {
		t.Errorf("the refused bomb took %d MB of heap, budget %d MB", peak/mb, budget/mb)
	}

	// In Hindi too.
	hindi := uploadParts(t, s, owner, mains.test, pages[:1], "Accept-Language", "hi")
	if hindi.Status != 413 || !strings.Contains(hindi.Message(), "मेगापिक्सेल") {
		t.Errorf("in Hindi: %d %s", hindi.Status, hindi.Body)
	}

	// Photos each within the bound but together over the answer's: refused from their headers.
	largest := solidPNG(t, 8000, 5000) // 40 megapixels, the most one photo may have
	many := make([]part, 13)           // 520 megapixels in all
	for i := range many {
		many[i] = part{"answerImages", fmt.Sprintf("p%d.png", i+1), largest}
	}
	peak = memoryPeak(func() { res = uploadParts(t, s, owner, mains.test, many) })
	if res.Status != 413 || res.FieldError("answerImages") != "At most 500 megapixels in all." {
		t.Errorf("over the answer's pixels: %d %s", res.Status, res.Body)
	}
	if budget := uint64(64 * mb); peak > budget {
		t.Errorf("the refused answer took %d MB of heap, budget %d MB", peak/mb, budget/mb)
	}
	if n := idOf(t, s, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ?", mains.test); n != 0 {
		t.Errorf("%d answers stored by refused uploads", n)
	}
}

// The worst upload the bounds accept, for memory: photos of the most pixels one may have, each
// decoded at its full size (160 MB as RGBA) one after the other.
func TestTheLargestPhotosAcceptedStayWithinTheMemoryBudget(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	largest := solidPNG(t, 5000, 8000)
	pages := []part{{"answerImages", "p1.png", largest}, {"answerImages", "p2.png", largest}, {"answerImages", "p3.png", largest}}
	var res apptest.Response
	took := time.Now()
	peak := memoryPeak(func() { res = uploadParts(t, s, owner, mains.test, pages) })
	t.Logf("three 40-megapixel PNGs: %d in %v, heap peak +%d MB", res.Status, time.Since(took).Round(time.Millisecond), peak/mb)
	if res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	if budget := uint64(256 * mb); peak > budget {
		t.Errorf("the largest accepted photos took %d MB of heap, budget %d MB", peak/mb, budget/mb)
	}
}

// answerPDF answers a one-page A4 PDF showing a picture of the bytes given as a JPEG (never
// decoded by the server) and whatever objects follow, which nothing names.
func answerPDF(picture []byte, extra ...[]byte) []byte {
	objects := [][]byte{
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R >> >> >>"),
		testutil.PDFStream("", []byte("q 495 0 0 742 50 50 cm /Im1 Do Q")),
		testutil.PDFStream("/Type /XObject /Subtype /Image /Width 1240 /Height 1754 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode", picture),
	}
	return testutil.PDF(append(objects, extra...)...)
}

func randomBytes(n int) []byte {
	b := make([]byte, n)
	_, _ = rand.Read(b)
	return b
}

// tempEntries answers the names in the temporary folder.
func tempEntries(t *testing.T, dir string) []string {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// tempFolderBecomes waits (a request's end is a moment after its answer) for the temporary
// folder to hold exactly want.
func tempFolderBecomes(t *testing.T, dir string, want []string, after string) {
	t.Helper()
	deadline := time.Now().Add(5 * time.Second)
	for {
		got := tempEntries(t, dir)
		if slices.Equal(got, want) {
			return
		}
		if time.Now().After(deadline) {
			t.Errorf("after %s the temporary folder holds %v, was %v", after, got, want)
			return
		}
		time.Sleep(20 * time.Millisecond)
	}
}

func TestUploadsLeaveTheTemporaryFolderAsItWas(t *testing.T) {
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp) // where Go's multipart reader spills parts over 8 MB
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	mains := openMainsTest(t, s)
	before := tempEntries(t, tmp)

	// Accepted: a 9 MB answer PDF, over the 8 MB kept in memory.
	big := answerPDF(randomBytes(9 * mb))
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", big); res.Status != 201 {
		t.Fatalf("a 9 MB PDF: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "an accepted upload")

	// Refused by validation after the body is read: not a PDF, and an answer already in.
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", randomBytes(9*mb)); res.Status != 428 && res.Status != 400 {
		t.Errorf("a refused upload: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "a refused upload")
	if res := uploadParts(t, s, owner, mains.test, []part{{"answerImages", "p1.jpg", randomBytes(9 * mb)}}, "X-Confirm", "1"); res.Status != 428 && res.Status != 400 {
		t.Errorf("refused photos: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "refused photos")
	var form bytes.Buffer
	mw := multipart.NewWriter(&form)
	mw.WriteField("confirm", "1")
	w, _ := mw.CreateFormFile("answerPDFAttachment", "answer.pdf")
	w.Write(randomBytes(9 * mb))
	mw.Close()
	if res := s.Call(t, "POST", fmt.Sprintf("/api/v1/modules/mains/tests/%d/upload-answer", mains.test), &form,
		"token", owner, "Content-Type", mw.FormDataContentType()); res.Status != 400 || res.FieldError("answerPDFAttachment") != "Only PDF files are allowed" {
		t.Errorf("not a PDF: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "an upload that is not a PDF")

	// Cut off mid-body: the client promises 20 MB, sends 10 and goes.
	address, _ := url.Parse(s.URL)
	conn, err := net.Dial("tcp", address.Host)
	if err != nil {
		t.Fatal(err)
	}
	boundary := "cutoffboundary"
	head := fmt.Sprintf("--%s\r\nContent-Disposition: form-data; name=\"answerPDFAttachment\"; filename=\"a.pdf\"\r\nContent-Type: application/pdf\r\n\r\n", boundary)
	fmt.Fprintf(conn, "POST /api/v1/modules/mains/tests/%d/upload-answer HTTP/1.1\r\nHost: %s\r\nAuthorization: Bearer %s\r\n"+
		"Content-Type: multipart/form-data; boundary=%s\r\nContent-Length: %d\r\n\r\n%s", mains.test, address.Host, owner, boundary, 20*mb, head)
	writer := bufio.NewWriter(conn)
	writer.Write(randomBytes(10 * mb))
	writer.Flush()
	time.Sleep(200 * time.Millisecond) // the server has spilled the part to a file by now
	conn.Close()
	tempFolderBecomes(t, tmp, before, "an upload cut off mid-body")

	// The evaluator's evaluated PDF, accepted and refused.
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", mains.test)
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "5"}, randomBytes(9*mb)); res.Status != 400 {
		t.Errorf("an evaluated PDF that is not one: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "a refused evaluated PDF")
	if res := evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "5"}, answerPDF(randomBytes(9*mb))); res.Status != 200 && res.Status != 201 {
		t.Errorf("an evaluated PDF: %d %s", res.Status, res.Body)
	}
	tempFolderBecomes(t, tmp, before, "an accepted evaluated PDF")
}

// bombPDF answers a readable one-page answer PDF that also carries object streams, each a few
// hundred kilobytes of Flate that inflate to 256 MB of zeros: 1 GB in all.
func bombPDF(t testing.TB) []byte {
	t.Helper()
	var zeros bytes.Buffer
	z, _ := zlib.NewWriterLevel(&zeros, zlib.BestCompression)
	block := make([]byte, mb)
	for range 256 {
		z.Write(block)
	}
	z.Close()
	var streams [][]byte
	for range 4 {
		streams = append(streams, testutil.PDFStream("/Type /ObjStm /N 1 /First 4 /Filter /FlateDecode", zeros.Bytes()))
	}
	return answerPDF([]byte("not decoded"), streams...)
}

func TestAPDFBombIsRefusedAtUploadAndCannotStopTheEvaluator(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	bomb := bombPDF(t)

	// The learner's upload: refused when it arrives, within a small memory budget.
	var res apptest.Response
	took := time.Now()
	peak := memoryPeak(func() { res = uploadAnswer(t, s, owner, mains.test, "answer.pdf", bomb) })
	t.Logf("a %d KB PDF of 1 GB decoded: %d in %v, heap peak +%d MB", len(bomb)>>10, res.Status, time.Since(took).Round(time.Millisecond), peak/mb)
	if res.Status != 413 || res.FieldError("answerPDFAttachment") != "This PDF holds more than 256 MB once unpacked: save it again from your scanner app, or send photos of the pages." {
		t.Errorf("PDF bomb: %d %s", res.Status, res.Body)
	}
	if budget := uint64(64 * mb); peak > budget {
		t.Errorf("the refused bomb took %d MB of heap, budget %d MB", peak/mb, budget/mb)
	}

	// Other PDFs the bounds refuse: damaged, encrypted, too many pages, a page too large.
	page := func(box string) []byte { return []byte("<< /Type /Page /Parent 2 0 R /MediaBox [" + box + "] >>") }
	kids := func(n int) []byte {
		var refs []string
		for i := range n {
			refs = append(refs, fmt.Sprintf("%d 0 R", i+3))
		}
		return fmt.Appendf(nil, "<< /Type /Pages /Kids [%s] /Count %d >>", strings.Join(refs, " "), n)
	}
	manyPages := [][]byte{[]byte("<< /Type /Catalog /Pages 2 0 R >>"), kids(101)}
	for range 101 {
		manyPages = append(manyPages, page("0 0 595 842"))
	}
	refusals := []struct {
		name   string
		pdf    []byte
		status int
		field  string
	}{
		{"damaged", []byte("%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 9 0 R >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n"), 400,
			"This PDF cannot be read; it may be damaged. Save it again as a PDF and upload that."},
		{"encrypted", bytes.Replace(pdfBytes("locked"), []byte("/Root 1 0 R"), []byte("/Root 1 0 R /Encrypt << /Filter /Standard /V 2 >>"), 1), 400,
			"This PDF is locked or protected: save it again as a PDF without a password or protection and upload that."},
		{"101 pages", testutil.PDF(manyPages...), 413, "This PDF has more than 100 pages."},
		{"a page 300 inches tall", testutil.PDF([]byte("<< /Type /Catalog /Pages 2 0 R >>"), kids(1), page("0 0 595 21600")), 413,
			"A page of this PDF is larger than a PDF page may be."},
		{"a stream hidden in hexadecimal", answerPDF([]byte("x"), testutil.PDFStream("/Filter [/ASCIIHexDecode /FlateDecode]", []byte("789c>"))), 400,
			"This PDF cannot be read; it may be damaged. Save it again as a PDF and upload that."},
	}
	for _, c := range refusals {
		if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", c.pdf); res.Status != c.status || res.FieldError("answerPDFAttachment") != c.field {
			t.Errorf("%s: %d %s", c.name, res.Status, res.Body)
		}
	}
	if n := idOf(t, s, "SELECT COUNT(*) FROM mains_answer_uploads WHERE mains_test_id = ?", mains.test); n != 0 {
		t.Errorf("%d answers stored by refused uploads", n)
	}

	// The evaluator's evaluated PDF: refused the same way.
	if res := uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdfBytes("a fair answer")); res.Status != 201 {
		t.Fatalf("a fair answer: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", mains.test)
	peak = memoryPeak(func() { res = evaluateInBrowser(t, s, evaluator, uploadID, map[string]any{"marks": "5"}, bomb) })
	if res.Status != 413 || res.FieldError("evaluatedPDF") == "" || peak > 64*mb {
		t.Errorf("evaluated PDF bomb: %d %s, heap peak +%d MB", res.Status, res.Body, peak/mb)
	}

	// A bomb stored before the bounds held (put in place of the answer's file, as an old upload
	// would be): drawing the evaluator's marks refuses that copy alone, quickly, every time, and
	// the next copy in the queue is marked as usual.
	stored, err := s.App.Media.Save(t.Context(), media.Document, "old.pdf", bytes.NewReader(bomb), 0)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.DB.Exec(t.Context(), "UPDATE mains_answer_uploads SET file_id = ? WHERE id = ?", stored.ID, uploadID); err != nil {
		t.Fatal(err)
	}
	marks := map[string]any{"marks": "5", "annotations": []mark{{"page": 1, "x": 0.1, "y": 0.1, "width": 0.05, "height": 0.03, "kind": "tick"}}}
	for try := range 2 {
		took := time.Now()
		peak = memoryPeak(func() { res = evaluateInBrowser(t, s, evaluator, uploadID, marks, nil) })
		t.Logf("marks on a stored bomb, try %d: %d in %v, heap peak +%d MB", try+1, res.Status, time.Since(took).Round(time.Millisecond), peak/mb)
		if res.Status != 409 || res.Message() != "The learner's PDF cannot be marked in the browser: download it, mark it and upload the evaluated PDF." {
			t.Errorf("marks on a stored bomb: %d %s", res.Status, res.Body)
		}
		// Its time is bounded by the same decode budget; it is logged, not asserted (a timed
		// assertion fails on a loaded machine, not on a fault).
		if peak > 64*mb {
			t.Errorf("marks on a stored bomb took %d MB of heap", peak/mb)
		}
	}
	if n := idOf(t, s, "SELECT COUNT(*) FROM mains_evaluations WHERE upload_id = ?", uploadID); n != 0 {
		t.Errorf("the refused copy has %d evaluations", n)
	}
}

// The worst PDF the bounds accept, for memory: pictures that inflate to 192 MB and page contents
// of 24 MB, uploaded and then read again to draw an evaluator's marks.
func TestTheLargestPDFAcceptedStaysWithinTheMemoryBudget(t *testing.T) {
	s := apptest.New(t)
	owner := s.Login(t, "demo@aspirant.test", "demo12345")
	evaluator := s.Login(t, "evaluator@aspirant.test", "evaluator12345")
	mains := openMainsTest(t, s)
	inflating := func(n int) []byte {
		var out bytes.Buffer
		z, _ := zlib.NewWriterLevel(&out, zlib.BestCompression)
		block := make([]byte, mb)
		for range n / mb {
			z.Write(block)
		}
		z.Close()
		return out.Bytes()
	}
	picture := testutil.PDFStream("/Type /XObject /Subtype /Image /Width 4000 /Height 4000 /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /FlateDecode", inflating(64*mb))
	pdf := testutil.PDF(
		[]byte("<< /Type /Catalog /Pages 2 0 R >>"),
		[]byte("<< /Type /Pages /Kids [3 0 R] /Count 1 >>"),
		[]byte("<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /XObject << /Im1 5 0 R /Im2 6 0 R /Im3 7 0 R >> >> >>"),
		testutil.PDFStream("/Filter /FlateDecode", inflating(24*mb)),
		picture, picture, picture)
	var res apptest.Response
	took := time.Now()
	peak := memoryPeak(func() { res = uploadAnswer(t, s, owner, mains.test, "answer.pdf", pdf) })
	t.Logf("a PDF of 216 MB decoded: %d in %v, heap peak +%d MB", res.Status, time.Since(took).Round(time.Millisecond), peak/mb)
	if res.Status != 201 {
		t.Fatalf("upload: %d %s", res.Status, res.Body)
	}
	uploadID := idOf(t, s, "SELECT id FROM mains_answer_uploads WHERE mains_test_id = ? AND superseded_at IS NULL", mains.test)
	marks := map[string]any{"marks": "5", "annotations": []mark{{"page": 1, "x": 0.1, "y": 0.1, "width": 0.05, "height": 0.03, "kind": "tick"}}}
	took = time.Now()
	drawn := memoryPeak(func() { res = evaluateInBrowser(t, s, evaluator, uploadID, marks, nil) })
	t.Logf("its marks drawn: %d in %v, heap peak +%d MB", res.Status, time.Since(took).Round(time.Millisecond), drawn/mb)
	if res.Status != 200 && res.Status != 201 {
		t.Errorf("marks: %d %s", res.Status, res.Body)
	}
	if budget := uint64(256 * mb); peak > budget || drawn > budget {
		t.Errorf("the largest accepted PDF took %d MB of heap to upload and %d MB to mark, budget %d MB", peak/mb, drawn/mb, budget/mb)
	}
}
