# Two teammates, two clones, one remote (tests/test_team_docs.py runs this file from an empty
# directory on a terminal, answers every question with y, and counts the questions).
# EXAMPLES is ecc-memory's docs/examples folder (for the pre-commit config).
set -e                                            # stop at the first step that fails

# The team's remote, and Alice's clone with the native hooks and the merge driver.
git init -q --bare team.git
git clone -q team.git alice 2>/dev/null && cd alice
ecc memory init >/dev/null                        # the vault, and the project guard on disk
ecc memory hooks install --gitattributes >/dev/null   # hooks, merge driver, its .gitattributes line
ecc memory protocol init >/dev/null               # docs/memory/, the governed files
cp "$EXAMPLES/pre-commit-local.yaml" .pre-commit-config.yaml   # for teammates on the plugin
git add .gitattributes .pre-commit-config.yaml docs/memory
git commit -q -m "Memory files, merge route, plugin config" && git push -q origin HEAD

# Alice's first team memory: one review; the commit carries its record and the project guard.
echo "Releases are cut from main on Tuesdays." | \
  ecc memory save --scope team --kind fact --title "Release day" --stdin >/dev/null
git add .ecc/memory/team && ecc memory review     # Approve? [y/N]: stages the record and the guard
git commit -q -m "Team memory: release day" && git push -q origin HEAD

# Bob's clone runs ecc-memory through the pre-commit plugin only, plus its merge driver.
cd .. && git clone -q team.git bob && cd bob
pre-commit install >/dev/null                     # the team's .pre-commit-config.yaml
pre-commit run --hook-stage manual ecc-memory-merge-driver >/dev/null   # once per clone
ecc memory hooks status | grep -E '^(pre-commit|merge driver):'   # supported; registered

# Bob works on a feature branch, and writes the brief's purpose his way.
git switch -q -c feature
echo "Checkout retries once on a timeout." > notes.txt
git add notes.txt && git commit -q -m "Feature work"
ecc memory protocol brief --purpose "An API for orders and refunds"   # Apply? [y/N]
git commit -q -am "Brief: Bob's purpose"

# Meanwhile Alice saves and reviews another team memory, and writes the brief her way.
cd ../alice
echo "The staging database is reset every night." | \
  ecc memory save --scope team --kind fact --title "Staging reset" --stdin >/dev/null
git add .ecc/memory/team && ecc memory review     # Approve? [y/N]
ecc memory protocol brief --purpose "An API for orders"   # Apply? [y/N]
git commit -q -am "Staging reset; brief" && git push -q origin HEAD

# Bob merges main into his branch: Alice's reviewed memory arrives without a second review;
# the merge driver merges docs/memory/ by unit and stops only on the unit both changed.
cd ../bob
git pull -q --no-rebase --no-edit origin main || git status --short docs/memory
git show :3:docs/memory/brief.md > docs/memory/brief.md   # keep main's side (or edit the unit)
git add docs/memory/brief.md && git commit -q --no-edit
ecc memory ci                                     # what the server runs: the branch is clean
ecc memory search staging                         # Alice's memory, in Bob's clone
