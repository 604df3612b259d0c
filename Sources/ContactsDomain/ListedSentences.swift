/// Sentences of an import's report, in file order: the first ``ImportSummary/listedSkips`` kept,
/// all counted, so that a file of a million bad cards does not hold a million sentences.
struct ListedSentences {
  private(set) var sentences: [String] = []
  /// How many there were in all, listed or not.
  private(set) var count = 0

  mutating func append(_ sentence: String) {
    if sentences.count < ImportSummary.listedSkips { sentences.append(sentence) }
    count += 1
  }
}
