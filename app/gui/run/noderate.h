#pragma once
/// \file noderate.h
/// The rate of nodes the run panel shows beside the node count.

#include <QtGlobal>

#include <optional>

/// The nodes a run adds per second: those added since its first progress report over the time
/// since. A resumed run's counter starts at the earlier sessions' nodes, so the first report is
/// the baseline rather than zero; and the rate is the run's mean rather than that of the last
/// reports, because engines add their nodes in bursts (the tour split at the end of a sweep
/// step): a rate over the last report or two fell to "3.7 k" between two bursts of a run doing
/// 4 million a second.
class NodeRate {
public:
    /// Forgets the run (a new one starts).
    void reset()
    {
        m_first.reset();
        m_rate = -1.0;
    }
    /// Takes a report: `elapsed` seconds of this session, `nodes` counted in all (earlier
    /// sessions' included). Returns rate().
    double add(double elapsed, quint64 nodes)
    {
        if (!m_first || nodes < m_first->nodes || elapsed < m_first->elapsed)
            m_first = Sample{elapsed, nodes}; // the first report, or a counter that went back
        else if (elapsed - m_first->elapsed >= kMinSpan)
            m_rate = double(nodes - m_first->nodes) / (elapsed - m_first->elapsed);
        return m_rate;
    }
    /// Nodes per second, or a negative number until the reports span kMinSpan seconds.
    double rate() const { return m_rate; }

    static constexpr double kMinSpan = 0.25;

private:
    struct Sample {
        double elapsed;
        quint64 nodes;
    };
    std::optional<Sample> m_first;
    double m_rate = -1.0;
};
