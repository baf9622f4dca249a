// SPDX-FileCopyrightText: The Packwright authors
// SPDX-License-Identifier: GPL-3.0-or-later

// The GUI thread's stalls as a user would feel them, for bench_gui_stall and
// bench_gui_session.
#pragma once

#include <QElapsedTimer>
#include <QObject>
#include <QTimer>

#include <algorithm>
#include <ctime>
#include <vector>

namespace packwright {

/// Gaps between the ticks of a 1 ms timer: a gap is the longest the event loop could not
/// run a timer, i.e. a stall as a user would feel it.
class StallMeter
{
public:
    explicit StallMeter(QObject *owner)
    {
        m_timer.setParent(owner);
        m_timer.setTimerType(Qt::PreciseTimer);
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, owner, [this] {
            const qint64 now = m_clock.nsecsElapsed();
            const qint64 cpu = threadCpuNs();
            m_gaps.push_back(now - m_last);
            m_ends.push_back(now);
            m_cpu.push_back(cpu - m_lastCpu);
            m_last = now;
            m_lastCpu = cpu;
        });
    }
    void start()
    {
        m_gaps.clear();
        m_ends.clear();
        m_cpu.clear();
        m_clock.start();
        m_last = 0;
        m_lastCpu = threadCpuNs();
        m_timer.start();
    }
    void stop() { m_timer.stop(); }
    double worstMs() const
    {
        return m_gaps.empty() ? 0 : *std::max_element(m_gaps.begin(), m_gaps.end()) / 1e6;
    }
    double percentileMs(double p) const
    {
        if (m_gaps.empty())
            return 0;
        std::vector<qint64> sorted = m_gaps;
        std::sort(sorted.begin(), sorted.end());
        return sorted[std::min(sorted.size() - 1, std::size_t(p * double(sorted.size())))] / 1e6;
    }
    std::size_t ticks() const { return m_gaps.size(); }
    /// A gap: when it began and how long it was (ms since start()), and how much of it the
    /// thread spent on a CPU (the rest it waited: for a lock, the disk, or its turn to run).
    struct Stall
    {
        double atMs = 0;
        double lengthMs = 0;
        double cpuMs = 0;
    };
    /// The `n` longest gaps, longest first.
    std::vector<Stall> worst(std::size_t n) const
    {
        std::vector<std::size_t> order(m_gaps.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        n = std::min(n, order.size());
        std::partial_sort(order.begin(), order.begin() + std::ptrdiff_t(n), order.end(),
            [this](std::size_t a, std::size_t b) { return m_gaps[a] > m_gaps[b]; });
        std::vector<Stall> stalls;
        for (std::size_t i = 0; i < n; ++i) {
            const std::size_t k = order[i];
            stalls.push_back({double(m_ends[k] - m_gaps[k]) / 1e6, double(m_gaps[k]) / 1e6,
                double(m_cpu[k]) / 1e6});
        }
        return stalls;
    }

private:
    static qint64 threadCpuNs()
    {
        timespec t{};
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
        return qint64(t.tv_sec) * 1000000000 + t.tv_nsec;
    }

    QTimer m_timer;
    QElapsedTimer m_clock;
    qint64 m_last = 0;
    qint64 m_lastCpu = 0;
    std::vector<qint64> m_gaps; ///< ns
    std::vector<qint64> m_ends; ///< ns since start(), where each gap ended
    std::vector<qint64> m_cpu;  ///< ns of each gap the thread ran
};

} // namespace packwright
