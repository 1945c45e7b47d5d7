package pdfmark

import (
	"encoding/binary"
	"errors"
	"slices"
)

// subsetTrueType answers the TrueType font with the outlines of only the glyphs given (and of
// the glyphs theirs are built from, and the missing-glyph box): the others are left empty, so
// glyph ids stay as they were and the PDF can draw by them. Only the tables a PDF reader draws
// with are kept; the shaping tables did their work before. A comment's few dozen glyphs embed
// in a few kilobytes instead of the whole font's 230.
func subsetTrueType(ttf []byte, glyphs []uint16) ([]byte, error) {
	bad := errors.New("pdfmark: the embedded font cannot be read")
	if len(ttf) < 12 {
		return nil, bad
	}
	tables := map[string][]byte{}
	count := int(binary.BigEndian.Uint16(ttf[4:]))
	for i := range count {
		at := 12 + 16*i
		if at+16 > len(ttf) {
			return nil, bad
		}
		tag := string(ttf[at : at+4])
		offset, length := binary.BigEndian.Uint32(ttf[at+8:]), binary.BigEndian.Uint32(ttf[at+12:])
		if uint64(offset)+uint64(length) > uint64(len(ttf)) {
			return nil, bad
		}
		tables[tag] = ttf[offset : offset+length]
	}
	head, maxp, loca, glyf := tables["head"], tables["maxp"], tables["loca"], tables["glyf"]
	if len(head) < 54 || len(maxp) < 6 || glyf == nil {
		return nil, bad
	}
	numGlyphs := int(binary.BigEndian.Uint16(maxp[4:]))
	longLoca := binary.BigEndian.Uint16(head[50:]) == 1
	if longLoca && len(loca) < 4*(numGlyphs+1) || !longLoca && len(loca) < 2*(numGlyphs+1) {
		return nil, bad
	}
	outline := func(id int) []byte {
		var start, end uint32
		if longLoca {
			start, end = binary.BigEndian.Uint32(loca[4*id:]), binary.BigEndian.Uint32(loca[4*id+4:])
		} else {
			start, end = 2*uint32(binary.BigEndian.Uint16(loca[2*id:])), 2*uint32(binary.BigEndian.Uint16(loca[2*id+2:]))
		}
		if start > end || end > uint32(len(glyf)) {
			return nil
		}
		return glyf[start:end]
	}

	// The glyphs kept, with the parts of composite glyphs.
	keep := map[int]bool{0: true}
	todo := []int{0}
	for _, id := range glyphs {
		todo = append(todo, int(id))
	}
	for len(todo) > 0 {
		id := todo[len(todo)-1]
		todo = todo[:len(todo)-1]
		if id >= numGlyphs {
			continue
		}
		keep[id] = true
		data := outline(id)
		if len(data) < 10 || int16(binary.BigEndian.Uint16(data)) >= 0 {
			continue
		}
		// A composite glyph: flags, component glyph, arguments and transform, until the last.
		for at := 10; at+4 <= len(data); {
			flags := binary.BigEndian.Uint16(data[at:])
			component := int(binary.BigEndian.Uint16(data[at+2:]))
			if !keep[component] {
				todo = append(todo, component)
			}
			at += 4
			if flags&0x0001 != 0 { // arguments are words
				at += 4
			} else {
				at += 2
			}
			switch {
			case flags&0x0008 != 0: // one scale
				at += 2
			case flags&0x0040 != 0: // x and y scales
				at += 4
			case flags&0x0080 != 0: // a 2 by 2 transform
				at += 8
			}
			if flags&0x0020 == 0 { // no more components
				break
			}
		}
	}

	newGlyf := []byte{}
	newLoca := make([]byte, 4*(numGlyphs+1))
	for id := range numGlyphs {
		if keep[id] {
			newGlyf = append(newGlyf, outline(id)...)
			for len(newGlyf)%4 != 0 {
				newGlyf = append(newGlyf, 0)
			}
		}
		binary.BigEndian.PutUint32(newLoca[4*(id+1):], uint32(len(newGlyf)))
	}
	newHead := slices.Clone(head)
	binary.BigEndian.PutUint32(newHead[8:], 0)  // checkSumAdjustment, set below
	binary.BigEndian.PutUint16(newHead[50:], 1) // long offsets in loca

	out := map[string][]byte{"head": newHead, "loca": newLoca, "glyf": newGlyf}
	for _, tag := range []string{"hhea", "maxp", "hmtx", "cvt ", "fpgm", "prep", "OS/2", "cmap", "name"} {
		if t, ok := tables[tag]; ok {
			out[tag] = t
		}
	}
	return writeTrueType(out), nil
}

// writeTrueType answers a font file of the tables, with their checksums and the file's.
func writeTrueType(tables map[string][]byte) []byte {
	tags := make([]string, 0, len(tables))
	for tag := range tables {
		tags = append(tags, tag)
	}
	slices.Sort(tags)
	n := len(tags)
	entrySelector := 0
	for 1<<(entrySelector+1) <= n {
		entrySelector++
	}
	searchRange := 16 << entrySelector
	file := make([]byte, 12+16*n)
	binary.BigEndian.PutUint32(file, 0x00010000)
	binary.BigEndian.PutUint16(file[4:], uint16(n))
	binary.BigEndian.PutUint16(file[6:], uint16(searchRange))
	binary.BigEndian.PutUint16(file[8:], uint16(entrySelector))
	binary.BigEndian.PutUint16(file[10:], uint16(16*n-searchRange))
	headAt := 0
	for i, tag := range tags {
		data := tables[tag]
		entry := file[12+16*i:]
		copy(entry, tag)
		binary.BigEndian.PutUint32(entry[4:], checksum(data))
		binary.BigEndian.PutUint32(entry[8:], uint32(len(file)))
		binary.BigEndian.PutUint32(entry[12:], uint32(len(data)))
		if tag == "head" {
			headAt = len(file)
		}
		file = append(file, data...)
		for len(file)%4 != 0 {
			file = append(file, 0)
		}
	}
	binary.BigEndian.PutUint32(file[headAt+8:], 0xB1B0AFBA-checksum(file))
	return file
}

// checksum is TrueType's: the sum of the data as big-endian 32-bit words, zero-padded.
func checksum(data []byte) uint32 {
	var sum uint32
	for i := 0; i < len(data); i += 4 {
		var word [4]byte
		copy(word[:], data[i:])
		sum += binary.BigEndian.Uint32(word[:])
	}
	return sum
}
