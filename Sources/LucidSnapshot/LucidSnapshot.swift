// LucidSnapshot: golden-file assertions for users' own XCTest and Swift Testing tests.
// (To come: assertLayoutSnapshot(of:as:named:).)
@_exported import LucidCheck
