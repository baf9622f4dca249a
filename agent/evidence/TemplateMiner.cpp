// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/TemplateMiner.h"

#include <utility>

namespace packwright::evidence {

namespace {

const std::string Wildcard = "<*>";

bool hasDigit(std::string_view token)
{
    for (const char c : token) {
        if (c >= '0' && c <= '9')
            return true;
    }
    return false;
}

} // namespace

struct TemplateMiner::Node
{
    std::unordered_map<std::string, std::unique_ptr<Node>> children;
    std::vector<int> clusters; ///< at leaves
};

TemplateMiner::TemplateMiner()
    : TemplateMiner(Options{})
{}

TemplateMiner::TemplateMiner(Options options)
    : m_options(options)
    , m_root(std::make_unique<Node>())
{}

TemplateMiner::~TemplateMiner() = default;
TemplateMiner::TemplateMiner(TemplateMiner &&) noexcept = default;
TemplateMiner &TemplateMiner::operator=(TemplateMiner &&) noexcept = default;

std::vector<std::string> TemplateMiner::tokenize(std::string_view line, int maxTokens)
{
    std::vector<std::string> tokens;
    std::size_t i = 0;
    while (i < line.size() && int(tokens.size()) < maxTokens) {
        while (i < line.size() && (line[i] == ' ' || line[i] == '\t'))
            ++i;
        const std::size_t start = i;
        while (i < line.size() && line[i] != ' ' && line[i] != '\t')
            ++i;
        if (i > start) {
            const std::string_view token = line.substr(start, i - start);
            tokens.emplace_back(hasDigit(token) ? std::string_view(Wildcard) : token);
        }
    }
    return tokens;
}

const TemplateMiner::Node *TemplateMiner::leafFor(const std::vector<std::string> &tokens) const
{
    const Node *node = m_root.get();
    const auto lengthIt = node->children.find(std::to_string(tokens.size()));
    if (lengthIt == node->children.end())
        return nullptr;
    node = lengthIt->second.get();
    const int prefix = std::min(m_options.depth - 2, int(tokens.size()));
    for (int i = 0; i < prefix; ++i) {
        auto it = node->children.find(tokens[std::size_t(i)]);
        if (it == node->children.end())
            it = node->children.find(Wildcard);
        if (it == node->children.end())
            return nullptr;
        node = it->second.get();
    }
    return node;
}

TemplateMiner::Node *TemplateMiner::leafFor(const std::vector<std::string> &tokens, bool create)
{
    if (!create)
        return const_cast<Node *>(std::as_const(*this).leafFor(tokens));
    auto &lengthNode = m_root->children[std::to_string(tokens.size())];
    if (!lengthNode)
        lengthNode = std::make_unique<Node>();
    Node *node = lengthNode.get();
    const int prefix = std::min(m_options.depth - 2, int(tokens.size()));
    for (int i = 0; i < prefix; ++i) {
        const std::string &token = tokens[std::size_t(i)];
        auto it = node->children.find(token);
        if (it == node->children.end()) {
            // A full node sends further distinct tokens down its wildcard branch.
            const bool full = int(node->children.size()) >= m_options.maxChildren;
            const std::string &key = full ? Wildcard : token;
            auto &child = node->children[key];
            if (!child)
                child = std::make_unique<Node>();
            node = child.get();
        } else {
            node = it->second.get();
        }
    }
    return node;
}

int TemplateMiner::bestCluster(const Node &leaf, const std::vector<std::string> &tokens) const
{
    int best = -1;
    double bestSimilarity = -1.0;
    int bestWildcards = -1;
    for (const int id : leaf.clusters) {
        const Cluster &cluster = m_clusters[std::size_t(id)];
        int same = 0;
        int wildcards = 0;
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            if (cluster.tokens[i] == Wildcard)
                ++wildcards;
            else if (cluster.tokens[i] == tokens[i])
                ++same;
        }
        const double similarity = tokens.empty() ? 1.0 : double(same) / double(tokens.size());
        if (similarity > bestSimilarity
            || (similarity == bestSimilarity && wildcards > bestWildcards)) {
            best = id;
            bestSimilarity = similarity;
            bestWildcards = wildcards;
        }
    }
    return bestSimilarity >= m_options.similarity ? best : -1;
}

TemplateMiner::Match TemplateMiner::add(std::string_view line)
{
    const std::vector<std::string> tokens = tokenize(line, m_options.maxTokens);
    const bool mayCreate = int(m_clusters.size()) < m_options.maxClusters;
    Node *leaf = leafFor(tokens, mayCreate);
    if (leaf == nullptr)
        return Match{-1, true, 1};
    if (const int id = bestCluster(*leaf, tokens); id >= 0) {
        Cluster &cluster = m_clusters[std::size_t(id)];
        for (std::size_t i = 0; i < tokens.size(); ++i) {
            if (cluster.tokens[i] != tokens[i])
                cluster.tokens[i] = Wildcard;
        }
        ++cluster.size;
        return Match{id, false, cluster.size};
    }
    if (!mayCreate)
        return Match{-1, true, 1};
    const int id = int(m_clusters.size());
    m_clusters.push_back(Cluster{tokens, 1});
    leaf->clusters.push_back(id);
    return Match{id, true, 1};
}

TemplateMiner::Match TemplateMiner::lookup(std::string_view line) const
{
    const std::vector<std::string> tokens = tokenize(line, m_options.maxTokens);
    const Node *leaf = leafFor(tokens);
    if (leaf == nullptr)
        return Match{-1, false, 0};
    const int id = bestCluster(*leaf, tokens);
    return id < 0 ? Match{-1, false, 0} : Match{id, false, m_clusters[std::size_t(id)].size};
}

QString TemplateMiner::templateText(int cluster) const
{
    if (cluster < 0 || cluster >= int(m_clusters.size()))
        return {};
    std::string text;
    for (const std::string &token : m_clusters[std::size_t(cluster)].tokens) {
        if (!text.empty())
            text.push_back(' ');
        text += token;
    }
    return QString::fromUtf8(text.data(), qsizetype(text.size()));
}

int TemplateMiner::clusterSize(int cluster) const
{
    return cluster < 0 || cluster >= int(m_clusters.size()) ? 0
                                                            : m_clusters[std::size_t(cluster)].size;
}

} // namespace packwright::evidence
