//go:build !unix

package main

// raiseOpenFileLimit answers a conservative limit where there is no RLIMIT_NOFILE to raise.
func raiseOpenFileLimit() (uint64, error) { return 1024, nil }
