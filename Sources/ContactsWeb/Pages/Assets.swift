import Hummingbird

/// The two files the pages load, served by the app itself: the placeholder avatar and the style
/// sheet. Both are fixed text, so they live in the code and need no resource bundle.
enum Assets {
  /// `GET /assets/avatar.svg` and `GET /assets/app.css`.
  static func register(on router: RouterGroup<WebRequestContext>) {
    router.get("/assets/avatar.svg") { _, _ in file(avatar, type: "image/svg+xml") }
    router.get("/assets/app.css") { _, _ in file(styleSheet, type: "text/css; charset=utf-8") }
  }

  private static func file(_ text: String, type: String) -> Response {
    let body = ByteBuffer(string: text)
    return Response(
      status: .ok,
      headers: [
        .contentType: type, .cacheControl: "max-age=3600",
        .contentLength: String(body.readableBytes),
      ],
      body: .init(byteBuffer: body))
  }

  /// The article's "basic picture instead of the user's image": a grey head and shoulders.
  static let avatar = """
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40" width="40" height="40">
    <circle cx="20" cy="20" r="20" fill="#c7ccd4"/>
    <circle cx="20" cy="15.5" r="7" fill="#f4f5f7"/>
    <path d="M6.5 34.5c2.2-7 7.4-10.5 13.5-10.5s11.3 3.5 13.5 10.5A19.9 19.9 0 0 1 6.5 34.5z" \
    fill="#f4f5f7"/>
    </svg>

    """

  /// One small style sheet: readable at phone width, visible focus, the new row highlighted; the
  /// shell's rules (`shell`) last.
  static let styleSheet = """
    :root { color-scheme: light; --accent: #0a60c9; --focus: #1d2129; --line: #d9dde3; \
    --mark: #fff4c2; }
    * { box-sizing: border-box; }
    body { margin: 0; font: 1.0625rem/1.5 system-ui, -apple-system, "Segoe UI", Roboto, \
    "DejaVu Sans", sans-serif; color: #1d2129; background: #f6f7f9; }
    a { color: var(--accent); }
    :focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; \
    box-shadow: 0 0 0 2px #fff; }
    .skip { position: absolute; left: .5rem; top: -4rem; z-index: 1; padding: .6rem 1rem; \
    background: #fff; color: var(--accent); font-weight: 600; border-radius: .5rem; }
    .skip:focus { top: .5rem; }
    main { max-width: 40rem; margin: 0 auto; padding: 1rem; overflow-wrap: anywhere; }
    h1 { font-size: 1.75rem; margin: .5rem 0; }
    .build-note { margin: 0 0 1rem; color: #5b6472; font-size: .9rem; }
    .button, button { display: inline-block; min-height: 2.75rem; padding: .55rem 1.1rem; \
    border: 1px solid var(--accent); border-radius: .5rem; background: var(--accent); \
    color: #fff; font: inherit; font-weight: 600; text-decoration: none; cursor: pointer; }
    button.secondary { background: #fff; color: var(--accent); }
    .contacts { list-style: none; margin: 0; padding: 0; background: #fff; \
    border: 1px solid var(--line); border-radius: .75rem; overflow: hidden; }
    .contact:first-child { border-top: 0; }
    .contact.added, .contact:target { background: var(--mark); font-weight: 600; }
    .avatar { flex: none; border-radius: 50%; object-fit: cover; }
    .avatar.photo { width: 4rem; height: 4rem; }
    .empty, .notice { padding: .75rem 1rem; background: #fff; border: 1px solid var(--line); \
    border-radius: .75rem; }
    form.inline, .notice form { display: inline; }
    .deleted li { padding: .5rem 0; overflow-wrap: anywhere; }
    .versions li { padding: .5rem 0; overflow-wrap: anywhere; }
    .books { list-style: none; padding: 0; }
    .books li { padding: .75rem 0; border-bottom: 1px solid var(--line); overflow-wrap: anywhere; }
    .books .name { font-weight: 600; }
    .books .book-name { color: #5b6472; }
    .books .address { margin: .25rem 0 .5rem; }
    .books code { display: block; margin-top: .25rem; font-size: .95rem; background: #fff; \
    padding: .3rem .5rem; border: 1px solid var(--line); border-radius: .3rem; \
    user-select: all; }
    ol.versions { list-style: none; padding: 0; }
    .edited { color: #5b6472; }
    .error, .alert { padding: .75rem 1rem; border: 1px solid #d33c3c; border-radius: .75rem; \
    background: #fdeeee; color: #8a1717; }
    .alert strong { display: block; }
    .add { display: grid; gap: .35rem; padding: 1rem; background: #fff; \
    border: 1px solid var(--line); border-radius: .75rem; }
    .add label { font-weight: 600; margin-top: .5rem; }
    .add input { font: inherit; padding: .55rem .7rem; min-height: 2.75rem; \
    border: 1px solid #8d96a3; border-radius: .5rem; width: 100%; }
    .actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1rem; }
    .add .check { display: flex; align-items: center; gap: .6rem; font-weight: 400; }
    .add .check input { width: 1.25rem; min-height: 1.25rem; height: 1.25rem; margin: 0; }
    .conflicts li, .accounts li { margin: 0 0 1rem; }
    .sync-outcome { margin: 0 0 1rem; }
    .sync-outcome p { margin: .2rem 0; }
    .contact > a { display: flex; align-items: center; gap: .9rem; flex: 1; color: inherit; \
    text-decoration: none; min-height: 2.75rem; }
    .card-head { display: flex; align-items: center; gap: 1rem; margin: .5rem 0 1rem; }
    .details { display: grid; grid-template-columns: max-content 1fr; gap: .4rem 1rem; \
    padding: 1rem; background: #fff; border: 1px solid var(--line); border-radius: .75rem; }
    .details:not(:has(*)) { display: none; }
    .details dt { font-weight: 600; color: #5b6472; }
    .details dd { margin: 0; overflow-wrap: anywhere; }
    .details .note { white-space: pre-wrap; }
    .confirm { padding: 1rem; margin: 0 0 1rem; border: 1px solid #d33c3c; \
    border-radius: .75rem; background: #fdeeee; }
    button.danger { background: #b42318; border-color: #b42318; }
    .button.secondary { background: #fff; color: var(--accent); }
    fieldset { border: 1px solid var(--line); border-radius: .5rem; margin: .75rem 0 0; \
    padding: .5rem .75rem .75rem; display: grid; gap: .5rem; }
    legend { font-weight: 600; padding: 0 .25rem; }
    .labeled { display: grid; grid-template-columns: 1fr 2fr; gap: .2rem .5rem; }
    .labeled label { font-weight: 400; font-size: .85rem; margin: 0; color: #5b6472; }
    .labeled label:nth-of-type(1) { grid-column: 1; grid-row: 1; }
    .labeled label:nth-of-type(2) { grid-column: 2; grid-row: 1; }
    .add textarea { font: inherit; padding: .55rem .7rem; border: 1px solid #8d96a3; \
    border-radius: .5rem; width: 100%; }
    .visually-hidden { position: absolute !important; width: 1px; height: 1px; margin: -1px; \
    padding: 0; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); \
    white-space: nowrap; border: 0; }
    .error-summary { padding: .75rem 1rem; margin: 0 0 1rem; border: 3px solid #b42318; \
    border-radius: .5rem; background: #fff; }
    .error-summary h2 { font-size: 1.25rem; margin: 0 0 .4rem; }
    .error-summary ul { margin: 0; padding-left: 1.2rem; }
    .error-summary a, .field-error { color: #b42318; font-weight: 600; }
    .field-error { margin: .2rem 0; }
    .add [aria-invalid="true"] { border: 2px solid #b42318; scroll-margin-top: 11rem; }
    .hint { margin: 0; color: #5b6472; font-size: .9rem; }
    .date-input { display: flex; flex-wrap: wrap; gap: .5rem .75rem; }
    .date-part { display: grid; gap: .2rem; }
    .add .date-part label { margin: 0; }
    .add .date-part input { width: 3.75rem; }
    .add .date-part:last-child input { width: 5.25rem; }
    .form-row { display: grid; gap: .35rem; padding: 0 0 .6rem; \
    border-bottom: 1px solid var(--line); }
    button.row-button { justify-self: start; font-weight: 400; }
    @media (max-width: 30rem) { .details { grid-template-columns: 1fr; gap: 0; } \
    .details dd { margin-bottom: .6rem; } }
    .pairs { list-style: none; padding: 0; display: grid; gap: 1rem; }
    .pair-row { padding: .25rem 1rem; background: #fff; border: 1px solid var(--line); \
    border-radius: .75rem; overflow-wrap: anywhere; }
    .pair { display: grid; grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr)); \
    gap: 1rem; }
    .merge-card { min-width: 0; overflow-wrap: anywhere; }
    .add .choice input { flex: none; }
    .builds { list-style: none; padding: 0; display: grid; gap: 1rem; }
    .builds li { padding: 1rem; background: #fff; border: 1px solid var(--line); \
    border-radius: .75rem; }
    .groups { display: flex; flex-wrap: wrap; gap: .25rem .75rem; list-style: none; \
    margin: .25rem 0 0; padding: 0; }
    \(shell)
    /* The contact form (issue 31, the short form): labels that fit "mobile" at 390 px, the \
    fields not used behind "More fields", and Done at the top as well as at the foot. */
    .add .labeled { grid-template-columns: minmax(6.75rem, 1fr) 2fr; }
    .add .labeled input { padding-left: .5rem; padding-right: .5rem; }
    .add .more-fields { margin-top: .75rem; }
    .add .more-fields > summary { padding: .6rem 0; color: var(--accent); font-weight: 600; \
    cursor: pointer; }
    .add .more-body { display: grid; gap: .35rem; }
    .add > .actions:first-of-type { margin: 0 0 .5rem; }
    .add .company { margin: 0 0 .25rem; }
    /* issue 31, parts 5 and 6 (pages saying what they show): history's changes, the import's \
    result, Delete forever's link, the sync page's command. */
    ol.versions ul.changes { margin: .3rem 0 .5rem; padding-left: 1.25rem; list-style: disc; }
    ol.versions ul.changes li { padding: .1rem 0; }
    .import-result { margin: 0 0 1rem; }
    .import-result p { margin: 0; }
    .import-result ul { margin: .5rem 0 0; padding-left: 1.25rem; }
    a.button.danger { background: #b42318; border-color: #b42318; color: #fff; \
    text-decoration: none; }
    .empty pre { white-space: pre-wrap; overflow-wrap: anywhere; }

    """
}
