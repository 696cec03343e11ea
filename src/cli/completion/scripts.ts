/**
 * The completion scripts `diemen completion SHELL` prints. Each asks `diemen __complete` for the
 * words (the program describes itself, so the scripts never go stale) and adds file names when the
 * completer's last line is `@files`.
 */
// Words go after \`--\`, so that one the user is typing (\`--\`, \`--seed\`) reaches the completer as typed.
export const SHELLS = ['bash', 'zsh', 'fish'] as const;
export type Shell = (typeof SHELLS)[number];

const bash = `# diemen completion for bash: add to ~/.bashrc
#   source <(diemen completion bash)
_diemen() {
  local cur="\${COMP_WORDS[COMP_CWORD]}" line words=() files=0
  while IFS= read -r line; do
    if [[ $line == @files ]]; then files=1; else words+=("$line"); fi
  done < <(diemen __complete -- "\${COMP_WORDS[@]:1:COMP_CWORD}" 2>/dev/null)
  COMPREPLY=("\${words[@]}")
  if (( files )); then
    local IFS=$'\\n'
    COMPREPLY+=($(compgen -f -- "$cur"))
  fi
}
complete -o filenames -F _diemen diemen
`;

const zsh = `#compdef diemen
# diemen completion for zsh: add to ~/.zshrc (after compinit)
#   source <(diemen completion zsh)
_diemen() {
  local -a found
  local line files=0
  for line in "\${(@f)$(diemen __complete -- "\${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
    if [[ $line == @files ]]; then files=1; elif [[ -n $line ]]; then found+=("$line"); fi
  done
  (( \${#found} )) && compadd -- "\${found[@]}"
  (( files )) && _files
}
compdef _diemen diemen
`;

const fish = `# diemen completion for fish: save as ~/.config/fish/completions/diemen.fish
#   diemen completion fish > ~/.config/fish/completions/diemen.fish
function __diemen_complete
  set -l words (commandline -opc)[2..-1] (commandline -ct)
  for line in (diemen __complete -- $words 2>/dev/null)
    if test "$line" = "@files"
      __fish_complete_path (commandline -ct)
    else
      echo $line
    end
  end
end
complete -c diemen -f -a '(__diemen_complete)'
`;

export function renderCompletionScript(shell: Shell): string {
  return shell === 'bash' ? bash : shell === 'zsh' ? zsh : fish;
}
