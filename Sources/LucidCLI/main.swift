import LucidCommands

// `lucid`: every command. The web servers of `preview --serve` and `review --serve` are
// not in this process (their HTTP library brings Foundation's networking and libcurl,
// which every `lucid render` would otherwise load); those commands run `lucid-serve`.
Lucid.main()
