package accounts

import (
	"context"
	"net/http"
	"strconv"
	"strings"

	"aspirant/internal/httpx"
	"aspirant/internal/platform/locale"
)

// Handler serves the account calls.
type Handler struct {
	service *Service
}

func NewHandler(s *Service) *Handler { return &Handler{service: s} }

// Routes registers the account calls.
func (h *Handler) Routes(mux *httpx.Router) {
	mux.Handle("POST /api/v1/register", httpx.Handler(h.register))
	mux.Handle("POST /api/v1/login", httpx.Handler(h.login))
	mux.Handle("POST /api/v1/logout", httpx.Handler(h.logout))
	mux.Handle("POST /api/v1/auth/recover-account", httpx.Handler(h.recoverAccount))
	mux.Handle("POST /api/v1/auth/update-password", httpx.Handler(h.updatePassword))
	mux.Handle("GET /api/v1/modules/user/profile", httpx.Handler(h.profile))
	mux.Handle("POST /api/v1/modules/user/profile", httpx.Handler(h.updateProfile))
	mux.Handle("POST /api/v1/modules/user/password", httpx.Handler(h.changePassword))
	mux.Handle("PUT /api/v1/modules/user/language", httpx.Handler(h.setLanguage))
	mux.Handle("GET /api/v1/modules/user/devices", httpx.Handler(h.devices))
	mux.Handle("DELETE /api/v1/modules/user/devices/{id}", httpx.Handler(h.signOutDevice))
	mux.Handle("POST /api/v1/modules/user/devices/sign-out-others", httpx.Handler(h.signOutOtherDevices))
}

// Authenticate resolves the bearer token of every request into an identity. A call with no
// token, or one that no longer works, goes on anonymously: public calls still answer, and calls
// that need a session answer 401 through httpx.RequireUser. A public call whose token no longer
// works says so in its SessionExpiredHeader, so the app can tell the learner their session ended
// even on pages that need none (docs/product.md, "Sessions and signing in"). A learner's call
// that names no language in Accept-Language is answered in their saved one (docs/product.md,
// "Languages of the server's messages").
func (h *Handler) Authenticate(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		token, found := strings.CutPrefix(r.Header.Get("Authorization"), "Bearer ")
		if !found || strings.TrimSpace(token) == "" {
			next.ServeHTTP(w, r)
			return
		}
		id, ok, err := h.service.Authenticate(r.Context(), strings.TrimSpace(token))
		if err != nil {
			httpx.WriteError(w, r, err)
			return
		}
		if !ok {
			w.Header().Set(httpx.SessionExpiredHeader, "true")
			explain := func(ctx context.Context) *httpx.Error { return h.service.whySignedOut(ctx, strings.TrimSpace(token)) }
			next.ServeHTTP(w, r.WithContext(httpx.WithRejectedSession(r.Context(), explain)))
			return
		}
		next.ServeHTTP(w, r.WithContext(locale.WithSaved(httpx.WithIdentity(r.Context(), id), id.Language)))
	})
}

func client(r *http.Request) Client {
	return Client{IP: httpx.ClientIP(r), UserAgent: r.UserAgent()}
}

// userJSON is the user object, as the app keeps it in local storage.
type userJSON struct {
	Name            string `json:"name"`
	Email           string `json:"email"`
	UniqueID        string `json:"unique_id"`
	OptionalSubject string `json:"optionalSubject"`
	TargetYear      string `json:"target_year"`
	PostalAddress   string `json:"postal_address"`
	Landmark        string `json:"landmark"`
	City            string `json:"city"`
	State           string `json:"state"`
	Pincode         string `json:"pincode"`
	AlternateMobile string `json:"alternate_mobile"`
	Mobile          string `json:"mobile"`
	Role            string `json:"role"`
	Language        string `json:"language"` // of the server's messages and e-mails: en or hi
}

func toJSON(u User) userJSON {
	return userJSON{Name: u.Name, Email: u.Email, UniqueID: u.UniqueID, OptionalSubject: u.OptionalSubject,
		TargetYear: u.TargetYear, PostalAddress: u.PostalAddress, Landmark: u.Landmark, City: u.City, State: u.State,
		Pincode: u.Pincode, AlternateMobile: u.AlternateMobile, Mobile: u.Mobile, Role: u.Role, Language: u.Language}
}

func (h *Handler) register(w http.ResponseWriter, r *http.Request) error {
	var in SignUp
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	u, token, err := h.service.Register(r.Context(), in, client(r))
	if err != nil {
		return err
	}
	httpx.Answer(w, &signedUp{
		Message: httpx.Say(r, locale.T("Signup successful.")),
		Token:   token,
		Body:    signedUpBody{Session: sessionJSON{SessionToken: token}, User: toJSON(u)},
	})
	return nil
}

// sessionJSON is the session a sign-up or sign-in opened, as the app keeps it.
type sessionJSON struct {
	SessionToken string `json:"sessionToken"`
}

// signedUp is the answer of a sign-up: the new session's token, at the top as well as in body.
type signedUp struct {
	httpx.Status
	Message string       `json:"message"`
	Token   string       `json:"token"`
	Body    signedUpBody `json:"body"`
}

type signedUpBody struct {
	Session sessionJSON `json:"session"`
	User    userJSON    `json:"user"`
}

// loggedIn is the answer of a sign-in, with the devices it signed out to stay within the limit
// (docs/product.md, "Devices").
type loggedIn struct {
	httpx.Status
	Message string       `json:"message"`
	Body    loggedInBody `json:"body"`
}

type loggedInBody struct {
	Session          sessionJSON `json:"session"`
	User             userJSON    `json:"user"`
	SignedOutDevices []Device    `json:"signedOutDevices"`
}

func (h *Handler) login(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email    string `form:"email"`
		Password string `form:"password"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	signIn, err := h.service.Login(r.Context(), in.Email, in.Password, client(r))
	if err != nil {
		return err
	}
	message := locale.T("Logged in.")
	if signIn.SignedOut == nil {
		signIn.SignedOut = []Device{}
	} else {
		message = locale.T("Logged in. Your account can be signed in on %d devices at once, so the device signed in longest ago has been signed out.", h.service.maxDevices)
	}
	httpx.Answer(w, &loggedIn{
		Message: httpx.Say(r, message),
		Body: loggedInBody{Session: sessionJSON{SessionToken: signIn.Token}, User: toJSON(signIn.User),
			SignedOutDevices: signIn.SignedOut},
	})
	return nil
}

func (h *Handler) logout(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	if err := h.service.Logout(r.Context(), id); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Logged out."))})
	return nil
}

func (h *Handler) recoverAccount(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Email string `form:"email"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	if err := h.service.RequestPasswordReset(r.Context(), in.Email, client(r)); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("If an account exists for this email, we have sent a link to reset its password."))})
	return nil
}

func (h *Handler) updatePassword(w http.ResponseWriter, r *http.Request) error {
	var in struct {
		Token    string `form:"token"`
		Password string `form:"password"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	if err := h.service.ResetPassword(r.Context(), in.Token, in.Password); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Password reset successful!"))})
	return nil
}

func (h *Handler) changePassword(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		Current        string `form:"currentPassword"`
		CurrentGeneric string `form:"current_password"`
		New            string `form:"newPassword"`
		NewGeneric     string `form:"new_password"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	current, next := firstNonEmpty(in.Current, in.CurrentGeneric), firstNonEmpty(in.New, in.NewGeneric)
	if err := h.service.ChangePassword(r.Context(), id, current, next); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Password changed. Other devices have been logged out."))})
	return nil
}

func firstNonEmpty(a, b string) string {
	if a != "" {
		return a
	}
	return b
}

// profileJSON is the profile (docs/openapi.yaml, Profile).
type profileJSON struct {
	BasicDetails struct {
		Name         string `json:"name"`
		Email        string `json:"email"`
		MobileNo     string `json:"mobileNo"`
		UniqueUserID string `json:"uniqueUserId"`
	} `json:"basicDetails"`
	AdditionalInfo struct {
		TargetYear      string `json:"targetYear"`
		OptionalSubject string `json:"optionalSubject"`
		Language        string `json:"language"`
	} `json:"additionalInfo"`
	PostalAddress struct {
		AddressLine       string `json:"addressLine"`
		Landmark          string `json:"landmark"`
		City              string `json:"city"`
		State             string `json:"state"`
		Pincode           string `json:"pincode"`
		AlternateMobileNo string `json:"alternateMobileNo"`
	} `json:"postal_address"`
}

func toProfile(u User) profileJSON {
	var p profileJSON
	p.BasicDetails.Name, p.BasicDetails.Email, p.BasicDetails.MobileNo, p.BasicDetails.UniqueUserID = u.Name, u.Email, u.Mobile, u.UniqueID
	p.AdditionalInfo.TargetYear, p.AdditionalInfo.OptionalSubject, p.AdditionalInfo.Language = u.TargetYear, u.OptionalSubject, u.Language
	a := &p.PostalAddress
	a.AddressLine, a.Landmark, a.City, a.State, a.Pincode, a.AlternateMobileNo = u.PostalAddress, u.Landmark, u.City, u.State, u.Pincode, u.AlternateMobile
	return p
}

// profileAnswer is the answer of reading the profile, and of saving it (which also says so and
// sends the user object the app keeps).
type profileAnswer struct {
	httpx.Status
	Message string      `json:"message,omitempty"`
	Body    profileJSON `json:"body"`
	User    *userJSON   `json:"user,omitempty"`
}

func (h *Handler) profile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	u, err := h.service.Profile(r.Context(), id)
	if err != nil {
		return err
	}
	httpx.Answer(w, &profileAnswer{Body: toProfile(u)})
	return nil
}

func (h *Handler) updateProfile(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in ProfileUpdate
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	u, err := h.service.UpdateProfile(r.Context(), id, in)
	if err != nil {
		return err
	}
	user := toJSON(u)
	httpx.Answer(w, &profileAnswer{Message: httpx.Say(r, locale.T("Profile updated successfully!")), Body: toProfile(u), User: &user})
	return nil
}

// setLanguage saves the language the caller reads the server's messages and e-mails in; the
// app calls it when a signed-in learner switches language. The answer is in the new language.
func (h *Handler) setLanguage(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	var in struct {
		Language string `form:"language"`
	}
	if err := httpx.Decode(w, r, &in); err != nil {
		return err
	}
	lang, err := h.service.SetLanguage(r.Context(), id, in.Language)
	if err != nil {
		return err
	}
	httpx.Answer(w, &languageSaved{Message: locale.T("Language saved.").In(lang), Language: lang})
	return nil
}

// languageSaved is the answer of saving the caller's language, said in that language.
type languageSaved struct {
	httpx.Status
	Message  string      `json:"message"`
	Language locale.Lang `json:"language"`
}

// deviceList is the caller's live sessions and how many they may have at once (0: no limit).
type deviceList struct {
	httpx.Status
	Devices    []Device `json:"devices"`
	MaxDevices int      `json:"maxDevices"`
}

// devices lists the caller's live sessions (docs/product.md, "Devices").
func (h *Handler) devices(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	devices, err := h.service.Devices(r.Context(), id)
	if err != nil {
		return err
	}
	httpx.Answer(w, &deviceList{Devices: devices, MaxDevices: h.service.maxDevices})
	return nil
}

func (h *Handler) signOutDevice(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	sessionID, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	if err != nil {
		return errNoSuchDevice
	}
	if err := h.service.SignOutDevice(r.Context(), id, sessionID); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("The device has been signed out."))})
	return nil
}

func (h *Handler) signOutOtherDevices(w http.ResponseWriter, r *http.Request) error {
	id, err := httpx.RequireUser(r)
	if err != nil {
		return err
	}
	if err := h.service.SignOutOtherDevices(r.Context(), id); err != nil {
		return err
	}
	httpx.Answer(w, &httpx.Said{Message: httpx.Say(r, locale.T("Every other device has been signed out."))})
	return nil
}
