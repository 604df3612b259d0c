extension Assets {
  /// The shell's rules, kept apart from the pages': the bar of places with the quiet build
  /// switch; the list's first screen, compact enough on a phone that the rows come first (a
  /// one-line group menu and letter strip that scroll sideways, wrapping on a wide screen);
  /// the avatars' initials on their colours (`ContactCard.avatarColour`, each white text at
  /// 4.5:1 or more).
  static let shell = """
    .bar { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; \
    gap: 0 1rem; padding: .3rem .75rem; background: #fff; border-bottom: 1px solid var(--line); }
    .bar ul { display: flex; flex-wrap: wrap; gap: 0 .1rem; list-style: none; margin: 0; \
    padding: 0; }
    .places a { display: inline-block; padding: .3rem .45rem; border-radius: 999px; \
    color: #1d2129; text-decoration: none; font-weight: 500; font-size: .95rem; }
    .places a:hover { background: #e8eefb; }
    .places a[aria-current="page"] { background: #e1eafb; color: #0a4fa6; font-weight: 700; }
    nav[aria-label="Builds"] { display: flex; align-items: center; gap: .15rem; \
    font-size: .85rem; color: #5b6472; }
    nav[aria-label="Builds"] a { padding: .25rem .45rem; border-radius: 999px; \
    text-decoration: none; }
    nav[aria-label="Builds"] a[aria-current="page"] { background: #eef1f5; color: #1d2129; \
    font-weight: 600; }
    .signout { display: flex; align-items: center; gap: .4rem; margin: 0; font-size: .85rem; \
    color: #5b6472; }
    .signout button { font: inherit; padding: .25rem .6rem; min-height: 2rem; }
    .title-row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; \
    margin: 0 0 .5rem; }
    .title-row h1 { margin: 0; }
    .title-row + .notice { margin: 0 0 .5rem; }
    .search { display: flex; flex-wrap: wrap; gap: .5rem; align-items: center; margin: 0 0 .5rem; }
    .search label { font-weight: 600; }
    .search input { flex: 1; min-width: 8rem; font: inherit; padding: .45rem .7rem; \
    min-height: 2.75rem; border: 1px solid #8d96a3; border-radius: .5rem; }
    .matches { margin: 0 0 .5rem; font-weight: 600; }
    .matches a { font-weight: 400; margin-left: .5rem; }
    .group-menu { display: flex; align-items: center; gap: .5rem; margin: 0; }
    .group-menu ul { display: flex; gap: 0 .75rem; list-style: none; margin: 0; padding: 0; \
    min-width: 0; overflow-x: auto; white-space: nowrap; }
    .group-menu a { display: inline-block; padding: .3rem 0; flex: none; }
    .group-menu a[aria-current] { font-weight: 700; }
    .letters { display: flex; flex-wrap: wrap; align-items: center; gap: 0 .5rem; \
    margin: 0 0 .5rem; }
    .letters .strip { display: flex; flex: 1 1 0; min-width: 0; overflow-x: auto; gap: .1rem; }
    .letters .script { display: flex; gap: .1rem; }
    .letters a, .letters .none { display: inline-block; min-width: 1.75rem; \
    padding: .3rem .15rem; text-align: center; text-decoration: none; border-radius: .35rem; }
    .letters .none { color: #5b6472; }
    .letters a:hover { background: #e8eefb; }
    .letters a[aria-current] { background: var(--accent); color: #fff; font-weight: 700; }
    .letters details[open] { flex-basis: 100%; display: flex; flex-direction: column; \
    gap: .15rem; }
    .letters summary { cursor: pointer; color: var(--accent); padding: .3rem .2rem; \
    font-size: .9rem; }
    @media (min-width: 48rem) { .letters .strip { display: block; overflow: visible; } \
    .letters .script { display: inline; } .group-menu ul { flex-wrap: wrap; overflow: visible; \
    white-space: normal; } }
    .paging { display: flex; justify-content: space-between; align-items: center; \
    margin: .25rem 0; }
    .paging .place { color: #5b6472; font-size: .9rem; }
    .paging a { padding: .5rem .9rem; }
    .contact { display: flex; align-items: center; gap: .9rem; padding: .4rem 1rem; \
    border-top: 1px solid var(--line); scroll-margin-top: 4rem; overflow-wrap: anywhere; }
    .initials { display: grid; place-items: center; flex: none; border-radius: 50%; \
    background: #5b6472; color: #fff; font-weight: 700; }
    .initials::before { content: attr(data-initials); }
    .initials.large { width: 4rem; height: 4rem; font-size: 1.5rem; }
    .initials.small { width: 2.5rem; height: 2.5rem; font-size: 1rem; }
    .colour-0 { background: #1d4ed8; } .colour-1 { background: #047857; }
    .colour-2 { background: #7c3aed; } .colour-3 { background: #b45309; }
    .colour-4 { background: #be185d; } .colour-5 { background: #0e7490; }
    .colour-6 { background: #4d7c0f; } .colour-7 { background: #b91c1c; }
    @media (max-width: 30rem) { main { padding: .5rem .75rem; } h1 { font-size: 1.5rem; } }

    """
}
