ecc memory init                                   # .ecc/memory/{project,team}/ + fail-closed .gitignore
printf 'The arm64 runners time out on their first job; retry once.\n' > notes.md
id=$(ecc memory save --title "CI is flaky on arm64" --body-file notes.md --kind lesson --tag ci | sed -n 's/^ID: //p')
echo "Login form done; API tests pending." | \
  ecc memory handoff --from codex --target claude --title "Login handoff" --stdin
ecc memory search login --harness claude          # ranked: title > tags > body
ecc memory read "$id"                             # full body and backlinks (a unique ID prefix works too)
echo "Fixed upstream: no retry needed on arm64." | \
  ecc memory supersede "$id" --stdin              # a corrected memory; search now shows only it
ecc memory doctor                                 # exit 1 when anything is wrong
git add -f .ecc/memory/project/.gitignore && git commit -q -m "ecc-memory guard"  # once per repository: every clone gets it
