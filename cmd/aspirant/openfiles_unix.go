//go:build unix

package main

import "syscall"

// raiseOpenFileLimit lifts the soft limit on open files to the hard one and answers the limit
// the process then has. Go's runtime already does this at start-up (since Go 1.19); doing it
// here makes the server's own connection cap rest on the limit it really has, whatever the
// runtime does, and lets start-up log it.
func raiseOpenFileLimit() (uint64, error) {
	var lim syscall.Rlimit
	if err := syscall.Getrlimit(syscall.RLIMIT_NOFILE, &lim); err != nil {
		return 1024, err // the usual default soft limit
	}
	if lim.Cur < lim.Max {
		raised := lim
		raised.Cur = lim.Max
		if err := syscall.Setrlimit(syscall.RLIMIT_NOFILE, &raised); err != nil {
			return lim.Cur, err
		}
		lim = raised
	}
	return lim.Cur, nil
}
