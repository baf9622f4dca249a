// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

#include "evidence/SignalPatterns.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <map>

namespace packwright::evidence {

namespace {

struct SignalPatternTexts
{
    Q_DECLARE_TR_FUNCTIONS(SignalPatternTexts)
};

Error patternError(const QString &origin, qsizetype index, const QString &field, const QString &why)
{
    return Error{SignalPatternTexts::tr("The signal pattern file %1 is invalid: pattern %2, "
                                        "field \"%3\": %4")
                     .arg(origin)
                     .arg(index)
                     .arg(field, why),
        {}};
}

constexpr std::size_t MaxTriggerBytes = 10;

/// The detectors ExtractionPass implements (SignalPattern::detector).
const QStringList &knownDetectors()
{
    static const QStringList names{QStringLiteral("builder-last-line"),
        QStringLiteral("configure-check-failed"), QStringLiteral("nix-error-message")};
    return names;
}

} // namespace

int SignalPatterns::detectorPattern(QStringView detector) const
{
    for (std::size_t i = 0; i < m_patterns.size(); ++i) {
        if (m_patterns[i].detector == detector)
            return int(i);
    }
    return -1;
}

Result<std::shared_ptr<const SignalPatterns>> SignalPatterns::bundled()
{
    static const Result<std::shared_ptr<const SignalPatterns>> loaded = [] {
        const QString path = QStringLiteral(":/evidence/signal-patterns.json");
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            return Result<std::shared_ptr<const SignalPatterns>>(Error{
                SignalPatternTexts::tr("The bundled signal patterns are missing from this build."),
                file.errorString()});
        }
        return fromJson(file.readAll(), path);
    }();
    return loaded;
}

Result<std::shared_ptr<const SignalPatterns>> SignalPatterns::fromJson(
    const QByteArray &json, const QString &origin)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull()) {
        return Error{
            SignalPatternTexts::tr("The signal pattern file %1 is not valid JSON.").arg(origin),
            parseError.errorString()};
    }
    const QJsonArray array = doc.object().value(QStringLiteral("patterns")).toArray();
    if (array.isEmpty()) {
        return Error{SignalPatternTexts::tr("The signal pattern file %1 has no \"patterns\" array.")
                         .arg(origin),
            {}};
    }
    auto set = std::make_shared<SignalPatterns>();
    std::map<std::string, int> triggerIds;
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        SignalPattern p;
        p.id = o.value(QStringLiteral("id")).toString();
        if (p.id.isEmpty())
            return patternError(origin, i, QStringLiteral("id"), SignalPatternTexts::tr("missing"));
        p.detector = o.value(QStringLiteral("detector")).toString();
        if (!p.detector.isEmpty() && !knownDetectors().contains(p.detector)) {
            return patternError(origin, i, QStringLiteral("detector"),
                SignalPatternTexts::tr("unknown detector (known: %1)")
                    .arg(knownDetectors().join(QStringLiteral(", "))));
        }
        const QString regex = o.value(QStringLiteral("regex")).toString();
        p.regex = QRegularExpression(regex, QRegularExpression::UseUnicodePropertiesOption);
        if ((regex.isEmpty() && p.detector.isEmpty()) || !p.regex.isValid()) {
            return patternError(origin, i, QStringLiteral("regex"),
                regex.isEmpty() ? SignalPatternTexts::tr("missing") : p.regex.errorString());
        }
        p.regex.optimize();
        for (const QJsonValue t : o.value(QStringLiteral("triggers")).toArray()) {
            if (!t.toString().isEmpty())
                p.triggers.push_back(t.toString().toLower().toStdString());
        }
        if (p.triggers.empty() && p.detector.isEmpty()) {
            return patternError(origin, i, QStringLiteral("triggers"),
                SignalPatternTexts::tr("needs at least one literal"));
        }
        const QString role = o.value(QStringLiteral("role")).toString(QStringLiteral("root"));
        if (role == u"root") {
            p.role = SignalRole::Root;
        } else if (role == u"cascade") {
            p.role = SignalRole::Cascade;
        } else if (role == u"generic") {
            p.role = SignalRole::Generic;
        } else {
            return patternError(origin, i, QStringLiteral("role"),
                SignalPatternTexts::tr("must be root, cascade or generic"));
        }
        p.weight = qBound(0.0, o.value(QStringLiteral("weight")).toDouble(0.5), 1.0);
        if (const QJsonValue w = o.value(QStringLiteral("weight_unconfirmed")); !w.isUndefined())
            p.weightUnconfirmed = qBound(0.0, w.toDouble(), p.weight);
        p.before = qBound(0, o.value(QStringLiteral("before")).toInt(0), 20);
        p.after = qBound(0, o.value(QStringLiteral("after")).toInt(0), 40);
        p.stopAtBlank = o.value(QStringLiteral("stop_at_blank")).toBool(false);
        p.afterIndented = o.value(QStringLiteral("after_indented")).toBool(false);
        for (const QJsonValue id : o.value(QStringLiteral("knowledge")).toArray())
            p.knowledge.append(id.toString());
        const auto nix = nixCategoryFromName(o.value(QStringLiteral("category_nix")).toString());
        if (!nix) {
            return patternError(origin, i, QStringLiteral("category_nix"),
                SignalPatternTexts::tr("unknown category"));
        }
        p.categoryNix = *nix;
        const auto evident
            = evidentCategoryFromName(o.value(QStringLiteral("category_evident")).toString());
        if (!evident) {
            return patternError(origin, i, QStringLiteral("category_evident"),
                SignalPatternTexts::tr("unknown category"));
        }
        p.categoryEvident = *evident;
        p.subcategory = o.value(QStringLiteral("subcategory")).toString();
        if (!p.subcategory.isEmpty()
            && !evidentSubcategories(p.categoryEvident).contains(p.subcategory)) {
            return patternError(origin, i, QStringLiteral("subcategory"),
                SignalPatternTexts::tr("not a sub-category of its EvidenT category"));
        }
        p.target = o.value(QStringLiteral("target")).toString();
        p.categoryIsPrior = o.value(QStringLiteral("category_is_prior")).toBool(false);
        p.categoryDecided = o.value(QStringLiteral("category_decided")).toBool(false);
        p.phase = o.value(QStringLiteral("phase")).toString();
        const QJsonObject inPhase = o.value(QStringLiteral("category_in_phase")).toObject();
        for (auto it = inPhase.begin(); it != inPhase.end(); ++it) {
            const auto category = nixCategoryFromName(it.value().toString());
            if (!category) {
                return patternError(origin, i, QStringLiteral("category_in_phase"),
                    SignalPatternTexts::tr("unknown category"));
            }
            p.categoryInPhase.insert(it.key(), *category);
        }
        if (!p.detector.isEmpty())
            p.triggers.clear(); // run by ExtractionPass itself, not looked up by trigger
        const int patternIndex = int(set->m_patterns.size());
        for (const std::string &full : p.triggers) {
            // The automaton needs only a necessary condition: a short prefix keeps it small
            // and lets it scan two halves of a line at once (TriggerIndex::find).
            const std::string trigger = full.substr(0, MaxTriggerBytes);
            auto [it, inserted] = triggerIds.try_emplace(trigger, int(set->m_triggerTexts.size()));
            if (inserted) {
                set->m_triggerTexts.push_back(trigger);
                set->m_patternsOfTrigger.emplace_back();
            }
            auto &users = set->m_patternsOfTrigger[std::size_t(it->second)];
            if (users.empty() || users.back() != patternIndex)
                users.push_back(patternIndex);
        }
        set->m_patterns.push_back(std::move(p));
    }
    const QJsonArray cues = doc.object().value(QStringLiteral("category_cues")).toArray();
    for (qsizetype i = 0; i < cues.size(); ++i) {
        const QJsonObject o = cues.at(i).toObject();
        const auto cueError = [&](const QString &field, const QString &problem) {
            return Error{SignalPatternTexts::tr("The signal pattern file %1: category cue %2, "
                                                "field \"%3\": %4")
                             .arg(origin)
                             .arg(i)
                             .arg(field, problem),
                {}};
        };
        CategoryCue cue;
        const auto nix = nixCategoryFromName(o.value(QStringLiteral("category_nix")).toString());
        if (!nix || *nix == NixCategory::Other)
            return cueError(
                QStringLiteral("category_nix"), SignalPatternTexts::tr("unknown category"));
        cue.categoryNix = *nix;
        const auto evident
            = evidentCategoryFromName(o.value(QStringLiteral("category_evident")).toString());
        if (!evident)
            return cueError(
                QStringLiteral("category_evident"), SignalPatternTexts::tr("unknown category"));
        cue.categoryEvident = *evident;
        cue.weight = qBound(0.0, o.value(QStringLiteral("weight")).toDouble(1.0), 2.0);
        for (const QJsonValue w : o.value(QStringLiteral("words")).toArray()) {
            if (!w.toString().isEmpty())
                cue.words.push_back(w.toString().toLower().toStdString());
        }
        if (cue.words.empty())
            return cueError(QStringLiteral("words"), SignalPatternTexts::tr("needs at least one"));
        set->m_cues.push_back(std::move(cue));
    }
    std::vector<std::string_view> literals(set->m_triggerTexts.begin(), set->m_triggerTexts.end());
    set->m_index = std::make_unique<TriggerIndex>(literals);
    return std::shared_ptr<const SignalPatterns>(std::move(set));
}

} // namespace packwright::evidence
