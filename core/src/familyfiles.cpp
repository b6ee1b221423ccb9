/*
 * The problem file and the checkpoint with the kinds of this build: the family table tells
 * problem.cpp and checkpoint.cpp which kinds exist and which have two colours (KindRules).
 * They live here, one floor above the file formats, so that the formats know no family
 * (issue 48).
 */
#include "cpw/checkpoint.h"
#include "cpw/family.h"
#include "cpw/problem.h"

#include "fileio.h"

namespace cpw {

KindRules kindRules(std::string_view kind)
{
    if (const FamilyDescriptor *f = findFamily(kind))
        return {true, f->blackPieces};
    return {kind == kAttacksKind, false};
}

Result<Problem> parseProblem(std::string_view json)
{
    return parseProblem(json, kindRules);
}

std::string serializeProblem(const Problem &problem)
{
    return serializeProblem(problem, kindRules(problem.kind));
}

Result<Problem> loadProblemFile(const std::string &path)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    return parseProblem(text.value());
}

Error saveProblemFile(const Problem &problem, const std::string &path)
{
    return writeTextFileAtomically(path, serializeProblem(problem));
}

std::string serializeCheckpoint(const Checkpoint &checkpoint)
{
    return serializeCheckpoint(checkpoint, kindRules);
}

Result<Checkpoint> parseCheckpoint(std::string_view text)
{
    return parseCheckpoint(text, kindRules);
}

Result<Checkpoint> loadCheckpointFile(const std::string &path)
{
    auto text = readTextFile(path);
    if (!text)
        return text.error();
    auto cp = parseCheckpoint(text.value());
    if (cp)
        locateSideFile(cp.value(), path);
    return cp;
}

Error saveCheckpointFile(const Checkpoint &checkpoint, const std::string &path)
{
    return writeTextFileAtomically(path, serializeCheckpoint(checkpoint));
}

} // namespace cpw
