import TrackerCore

extension TelegramHTML {
    /// Splits `text` into chunks that each fit one message.
    ///
    /// Telegram limits the visible text, after entity parsing, to `limit` UTF-16 code units, so
    /// chunks are measured on ``RichText/plain``. Cuts go after the last line break that leaves
    /// a chunk at least half full, else after the last whitespace, else at the limit; never
    /// inside a character (grapheme cluster, or scalar when a cluster alone exceeds the limit).
    /// A span cut in two becomes two spans of the same style (a mention: two mentions of the
    /// same user), and every chunk is rendered on
    /// its own, so no tag or entity is ever split. Joining the chunks gives `text` back.
    ///
    /// - Returns: `[text]` when it already fits.
    public static func split(_ text: RichText, limit: Int = messageLimit) -> [RichText] {
        precondition(limit > 0, "limit must be positive")
        let plain = text.plain
        guard plain.utf16.count > limit else { return [text] }
        return slice(text, at: cutOffsets(in: plain, limit: limit))
    }

    /// A piece that must stay whole: a character, or a scalar of an oversized character.
    private struct Piece {
        var length: Int
        var isLineBreak: Bool
        var isWhitespace: Bool
    }

    private static func pieces(of plain: String, limit: Int) -> [Piece] {
        var pieces: [Piece] = []
        for character in plain {
            let length = character.utf16.count
            if length <= limit {
                pieces.append(
                    Piece(
                        length: length, isLineBreak: character.isNewline, isWhitespace: character.isWhitespace
                    ))
            } else {
                for scalar in character.unicodeScalars {
                    pieces.append(Piece(length: scalar.utf16.count, isLineBreak: false, isWhitespace: false))
                }
            }
        }
        return pieces
    }

    /// The UTF-16 offsets where chunks end; the last one is the text's length.
    private static func cutOffsets(in plain: String, limit: Int) -> [Int] {
        let pieces = pieces(of: plain, limit: limit)
        // offsets[i] is where piece i starts; offsets[pieces.count] is the total length.
        var offsets = [0]
        for piece in pieces { offsets.append(offsets[offsets.count - 1] + piece.length) }
        var cuts: [Int] = []
        var start = 0
        while start < pieces.count {
            var end = start
            while end < pieces.count, offsets[end + 1] - offsets[start] <= limit { end += 1 }
            if end == pieces.count {
                cuts.append(offsets[end])
                break
            }
            let minimumLength = limit / 2
            let fullEnough = { (index: Int) in offsets[index + 1] - offsets[start] >= minimumLength }
            let window = start..<end
            let cutAfter =
                window.last { pieces[$0].isLineBreak && fullEnough($0) }
                ?? window.last { pieces[$0].isWhitespace && fullEnough($0) }
                ?? end - 1
            cuts.append(offsets[cutAfter + 1])
            start = cutAfter + 1
        }
        return cuts
    }

    /// Cuts `text`'s spans at the given UTF-16 offsets of its plain text.
    private static func slice(_ text: RichText, at cuts: [Int]) -> [RichText] {
        var chunks: [RichText] = []
        var current = RichText()
        var cutIndex = 0
        var position = 0
        for span in text.spans {
            var remaining = Substring(span.text).unicodeScalars
            while !remaining.isEmpty {
                let cut = cuts[cutIndex]
                let remainingLength = remaining.reduce(0) { $0 + $1.utf16.count }
                if position + remainingLength <= cut {
                    current.append(span.with(text: String(Substring(remaining))))
                    position += remainingLength
                    remaining = remaining[remaining.endIndex...]
                } else {
                    // Cuts fall on scalar boundaries, so the scalar walk reaches `cut` exactly.
                    var index = remaining.startIndex
                    var length = 0
                    while position + length < cut {
                        length += remaining[index].utf16.count
                        index = remaining.index(after: index)
                    }
                    current.append(span.with(text: String(Substring(remaining[..<index]))))
                    position += length
                    remaining = remaining[index...]
                }
                if position == cut {
                    chunks.append(current)
                    current = RichText()
                    cutIndex += 1
                }
            }
        }
        return chunks
    }
}
