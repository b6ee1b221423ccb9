#pragma once
/// \file kindtitle.h
/// A problem kind's name as the selector shows it (FamilyGui::title), in the user's language;
/// the kind's own name where the workbench has no GUI for it.

#include <QString>

#include <string_view>

QString kindTitle(std::string_view kind);
