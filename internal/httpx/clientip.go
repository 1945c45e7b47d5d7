package httpx

import (
	"context"
	"net"
	"net/http"
	"net/netip"
	"strings"
)

const clientIPKey ctxKey = 100

// ClientIP answers the address of the client, as worked out by TrustProxies; rate limits and
// logs key on it.
func ClientIP(r *http.Request) string {
	if ip, ok := r.Context().Value(clientIPKey).(string); ok {
		return ip
	}
	return remoteHost(r)
}

// TrustProxies works out the client's address once per request. X-Forwarded-For is believed
// only as far as it was written by proxies in trusted (the load balancer's networks):
// walking from the right, the first address that is not a trusted proxy is the client. With no
// trusted proxies the header is ignored, so a client cannot choose its own address.
func TrustProxies(trusted []netip.Prefix, next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		ip := remoteHost(r)
		if isTrusted(ip, trusted) {
			hops := strings.Split(r.Header.Get("X-Forwarded-For"), ",")
			for i := len(hops) - 1; i >= 0; i-- {
				hop := strings.TrimSpace(hops[i])
				if _, err := netip.ParseAddr(hop); err != nil {
					break
				}
				ip = hop
				if !isTrusted(hop, trusted) {
					break
				}
			}
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), clientIPKey, ip)))
	})
}

func remoteHost(r *http.Request) string {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return r.RemoteAddr
	}
	return host
}

func isTrusted(ip string, trusted []netip.Prefix) bool {
	addr, err := netip.ParseAddr(ip)
	if err != nil {
		return false
	}
	addr = addr.Unmap()
	for _, p := range trusted {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}
