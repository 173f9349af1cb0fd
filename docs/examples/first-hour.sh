# A team's first hour with ecc-memory, from an empty directory (tests/test_docs.py runs this file
# on a terminal and answers the review's question with y).
set -e                                            # stop at the first step that fails

# Alice starts a project whose history the team shares through a remote.
git init -q --bare team.git
git clone -q team.git alice 2>/dev/null && cd alice
ecc memory init                                   # project (private) and team (committed) scopes
ecc memory hooks install >/dev/null               # commit checks, branch handoffs, merge driver

# A private note, then a correction: the old note stays on disk, search shows only the new one.
id=$(echo "The dev server listens on 8080." | ecc memory save --title "Dev port" --stdin --tag dev | sed -n 's/^ID: //p')
echo "The dev server listens on 8081; the proxy took 8080." | ecc memory supersede "$id" --stdin
ecc memory search "dev port"

# Team memory is reviewed at a terminal before it is committed, then shared like code.
echo "Releases are cut from main on Tuesdays." | \
  ecc memory save --scope team --kind fact --title "Release day" --stdin
git add .ecc/memory/team && ecc memory review     # shows it, asks Approve? [y/N], stages the guard
git commit -q -m "Team memory: release day" && git push -q origin HEAD

# One governed decision in docs/memory/: each writer previews its change and asks Apply? [y/N].
ecc memory protocol init >/dev/null
ecc memory protocol brief --purpose "An API for orders" --direction "Stable public endpoints" \
  --shape "One service over one database"
ecc memory protocol subject add "List endpoints" --kind api --evidence user-confirmed
ecc memory protocol add --type decision --subject "List endpoints" --facet interface \
  --evidence user-confirmed "List endpoints page with opaque cursors, never offsets."
git add docs/memory && git commit -q -m "Decision: cursor pagination" && git push -q origin HEAD

# Bob clones the project and finds what the team knows.
cd .. && git clone -q team.git bob && cd bob
ecc memory search release
ecc memory protocol context --task implementation   # the decision, in a bounded pack
