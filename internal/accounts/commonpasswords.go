package accounts

import (
	_ "embed"
	"strings"
	"sync"
)

// commonPasswordList holds the 10,000 most common passwords, most common first, lower-cased,
// one a line. Source: the frequency-ordered password list of the npm package
// @zxcvbn-ts/language-common 4.1.3 (MIT licence, Copyright (c) 2012-2016 Dan Wheeler and
// Dropbox, Inc., Copyright (c) 2021 @zxcvbn-ts), itself drawn from public dumps of leaked
// passwords. scripts/common-passwords.sh regenerates the file. It ships in the binary rather than
// asking a breach service on each sign-up: see docs/decisions.md, "Accounts".
//
//go:embed common-passwords.txt
var commonPasswordList string

// commonPasswords is the list as a set, built on first use.
var commonPasswords = sync.OnceValue(func() map[string]struct{} {
	words := strings.Split(strings.TrimSuffix(commonPasswordList, "\n"), "\n")
	set := make(map[string]struct{}, len(words))
	for _, w := range words {
		set[w] = struct{}{}
	}
	return set
})

// isCommonPassword reports whether password, in any case, is on the list.
func isCommonPassword(password string) bool {
	_, found := commonPasswords()[strings.ToLower(password)]
	return found
}
