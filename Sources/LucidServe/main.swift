import Foundation
import LucidCommands
import LucidPreview
import LucidPreviewServer

// `lucid-serve`: the same commands as `lucid`, with the web servers installed, so that
// `lucid preview --serve` and `lucid review --serve` (which `lucid` hands to this
// executable, arguments unchanged) serve their pages.
PageServers.preview = { session, port in try await PreviewServer(session: session, port: port) }
PageServers.review = { artifacts, port in try await ReviewServer(artifactsDirectory: artifacts, port: port) }
Lucid.main()

extension PreviewServer: ServedPage {}
extension ReviewServer: ServedPage {}
