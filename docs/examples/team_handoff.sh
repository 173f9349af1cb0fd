# Handing a branch off to a teammate on another clone (tests/git/test_team_handoff.py runs this
# file on a terminal, answers the review's question with y and counts the commands marked
# "alice N" and "bob N").
set -e                                            # stop at the first step that fails

# Set-up, once per team: a remote, the project guard on main, two clones with the hooks.
git init -q --bare team.git
git clone -q team.git alice 2>/dev/null && cd alice
git config user.name Alice
ecc memory init && ecc memory hooks install >/dev/null
git add -f .ecc/memory/project/.gitignore && git commit -q -m "Project memory guard"
git push -q origin HEAD
cd .. && git clone -q team.git bob && cd bob && ecc memory hooks install >/dev/null

# Alice's work on a branch, which her agent's session leaves unfinished.
cd ../alice && git switch -q -c feature/login
echo "def login(): ..." > login.py && git add login.py && git commit -q -m "Login form"

# Alice hands the branch to the team: her words and the branch's git facts, as team memory.
ecc memory handoff --from claude --target all --from-branch --scope team \
  -m "Form done; next: token refresh, then the logout button."               # alice 1
git add .ecc/memory/team                                                     # alice 2
ecc memory review                     # shows it and asks: Approve? [y/N]      alice 3
git commit -q -m "Handoff: feature/login"                                    # alice 4
git push -q -u origin feature/login                                          # alice 5

# Bob picks it up: the switch names the newest handoff of the branch, with Alice's words.
cd ../bob
git fetch -q                                                                 # bob 1
git switch feature/login                                                     # bob 2
