package admin_test

import (
	"fmt"
	"net/url"
	"testing"

	"aspirant/internal/apptest"
)

// docs/product.md, "Copying a subscription's libraries": the console reads the other
// subscription's libraries in their order and saves this one's list with them added at its end,
// through the calls every list of libraries is saved with; the other subscription keeps its own.
func TestCopyingASubscriptionsLibrariesKeepsTheirOrder(t *testing.T) {
	s := apptest.New(t)
	admin := s.Login(t, "admin@aspirant.test", "admin12345")
	call := func(method, path string, body any) apptest.Response {
		t.Helper()
		res := s.Call(t, method, path, body, "token", admin)
		if res.Status != 200 && res.Status != 201 {
			t.Fatalf("%s %s: %d %s", method, path, res.Status, res.Body)
		}
		return res
	}
	id := func(res apptest.Response) string { return fmt.Sprint(res.JSON["item"].(map[string]any)["id"]) }
	library := func(name string) string {
		return id(call("POST", "/api/v1/admin/libraries", url.Values{"kind": {"notes"}, "name": {name}}))
	}
	subscription := func(slug string) string {
		return id(call("POST", "/api/v1/admin/subscriptions", url.Values{"type_id": {"1"}, "name": {slug}, "slug": {slug}, "price": {"999"}}))
	}
	economy, polity, ethics := library("Economy"), library("Polity"), library("Ethics")
	from, to := subscription("copy-from-2027"), subscription("copy-to-2027")
	libraries := func(sub string) string {
		return fmt.Sprint(call("GET", "/api/v1/admin/subscriptions/"+sub+"/libraries", nil).JSON["libraryIds"])
	}
	call("PUT", "/api/v1/admin/subscriptions/"+from+"/libraries", url.Values{"libraryIds": {ethics, economy, polity}})
	call("PUT", "/api/v1/admin/subscriptions/"+to+"/libraries", url.Values{"libraryIds": {polity}})

	// What 'Copy libraries from…' reads: the other's list, in its order.
	if got := libraries(from); got != fmt.Sprintf("[%s %s %s]", ethics, economy, polity) {
		t.Fatalf("the list copied from: %s", got)
	}
	// What the picker then saves: its own list, then the other's libraries it did not have, in their order.
	call("PUT", "/api/v1/admin/subscriptions/"+to+"/libraries", url.Values{"libraryIds": {polity, ethics, economy}})
	if got := libraries(to); got != fmt.Sprintf("[%s %s %s]", polity, ethics, economy) {
		t.Fatalf("the copy's list: %s", got)
	}
	if got := libraries(from); got != fmt.Sprintf("[%s %s %s]", ethics, economy, polity) {
		t.Fatalf("the list copied from changed: %s", got)
	}
}
