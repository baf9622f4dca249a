// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace packwright::evidence {

/// Online log-template mining in the manner of Drain (He et al., ICWS 2017), as EvidenT
/// §4.3.1 uses it to turn signal lines into abstract event templates: a fixed-depth parse
/// tree (token count, then the first `depth − 2` tokens), within a leaf the most similar
/// cluster by position-wise token equality, joined when the similarity reaches the
/// threshold; differing positions become the wildcard "<*>". Tokens containing a digit are
/// masked before matching. Memory is bounded: past `maxClusters` a line that matches no
/// cluster is reported as new but not stored.
class TemplateMiner
{
public:
    struct Options
    {
        int depth = 4;           ///< tree depth including root and leaf (Drain's d)
        double similarity = 0.5; ///< Drain's st
        int maxChildren = 100;   ///< per inner node; overflow goes to a "<*>" child
        int maxClusters = 50000; ///< cap on stored templates
        int maxTokens = 80;      ///< longer lines are cut to this many tokens
    };

    struct Match
    {
        int cluster = -1; ///< −1 when the line was not stored (cluster cap reached)
        bool created = false;
        int size = 1; ///< lines in the cluster so far, this one included
    };

    TemplateMiner();
    explicit TemplateMiner(Options options);
    ~TemplateMiner();
    TemplateMiner(TemplateMiner &&) noexcept;
    TemplateMiner &operator=(TemplateMiner &&) noexcept;

    /// Adds one (normalised) line and says which cluster took it.
    Match add(std::string_view line);

    /// The cluster the line would join, without adding it (size 0 when none).
    Match lookup(std::string_view line) const;

    /// "error: <*> was not declared in this scope".
    QString templateText(int cluster) const;
    int clusterSize(int cluster) const;
    int clusterCount() const { return int(m_clusters.size()); }

    /// Splits on spaces and tabs and masks digit-bearing tokens to "<*>" (Drain's
    /// pre-processing), keeping at most `maxTokens`.
    static std::vector<std::string> tokenize(std::string_view line, int maxTokens);

private:
    struct Node;
    struct Cluster
    {
        std::vector<std::string> tokens;
        int size = 0;
    };

    const Node *leafFor(const std::vector<std::string> &tokens) const;
    Node *leafFor(const std::vector<std::string> &tokens, bool create);
    int bestCluster(const Node &leaf, const std::vector<std::string> &tokens) const;

    Options m_options;
    std::unique_ptr<Node> m_root;
    std::vector<Cluster> m_clusters;
};

} // namespace packwright::evidence
