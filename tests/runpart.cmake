# One part of a test executable split into several CTest entries (tests/CMakeLists.txt, a
# tst_<topic>.parts file beside the test's source). Run as
#   cmake -DEXE=<test executable> -DPARTS=<tst_topic.parts> -DPART=<name> -P runpart.cmake
#
# A .parts file has one line per part, "name: regex" ('#' starts a comment line). The regex
# (CMake's syntax) is matched against "function tag" for every row the executable lists with
# -datatags ("function" alone for a function without data). Before running anything, every
# part checks the whole file against that list: each row must be taken by exactly one part, so
# a row added later, or a regex mistyped, fails every part instead of silently running nowhere
# (or twice). Then the rows of this part run: a function whose rows are all in it is named
# whole, otherwise each row as function:tag (Qt Test's selector); initTestCase and
# cleanupTestCase run in every part.
cmake_minimum_required(VERSION 3.20)
if(NOT EXE OR NOT PARTS OR NOT PART)
  message(FATAL_ERROR "runpart.cmake needs -DEXE, -DPARTS and -DPART")
endif()

file(STRINGS "${PARTS}" lines)
set(names "")
foreach(line IN LISTS lines)
  if(line MATCHES "^[ \t]*(#|$)")
    continue()
  endif()
  if(NOT line MATCHES "^([A-Za-z0-9_.-]+)[ \t]*:[ \t]*(.+)$")
    message(FATAL_ERROR "${PARTS}: not \"name: regex\": ${line}")
  endif()
  set(name "${CMAKE_MATCH_1}")
  if(name IN_LIST names)
    message(FATAL_ERROR "${PARTS}: part ${name} named twice")
  endif()
  list(APPEND names "${name}")
  set("regex_${name}" "${CMAKE_MATCH_2}")
endforeach()
if(NOT PART IN_LIST names)
  message(FATAL_ERROR "${PARTS}: no part ${PART}")
endif()

execute_process(COMMAND "${EXE}" -datatags OUTPUT_VARIABLE listing RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${EXE} -datatags failed (${code})")
endif()
string(REPLACE ";" "\\;" listing "${listing}")
string(REPLACE "\n" ";" rows "${listing}")

# Every row's part; then this part's selectors in the executable's order.
set(subjects "")
set(elsewhere "") # functions with a row in another part
foreach(row IN LISTS rows)
  # "TestClass function tag..." or "TestClass function"
  if(NOT row MATCHES "^[^ ]+ ([^ ]+)( (.*))?$")
    continue()
  endif()
  set(function "${CMAKE_MATCH_1}")
  set(tag "${CMAKE_MATCH_3}")
  if(tag STREQUAL "")
    set(subject "${function}")
  else()
    set(subject "${function} ${tag}")
  endif()
  set(takers "")
  foreach(name IN LISTS names)
    if(subject MATCHES "${regex_${name}}")
      list(APPEND takers "${name}")
    endif()
  endforeach()
  list(LENGTH takers n)
  if(NOT n EQUAL 1)
    message(FATAL_ERROR "${PARTS}: \"${subject}\" is taken by ${n} parts (${takers}); every row must be in exactly one")
  endif()
  if(takers STREQUAL PART)
    if(tag STREQUAL "")
      list(APPEND subjects "${function}")
    else()
      list(APPEND subjects "${function}:${tag}")
    endif()
  elseif(NOT function IN_LIST elsewhere)
    list(APPEND elsewhere "${function}")
  endif()
endforeach()
if(subjects STREQUAL "")
  message(FATAL_ERROR "${PARTS}: part ${PART} takes no row")
endif()
# A function whose rows are all in this part is named once, whole.
set(selectors "")
foreach(subject IN LISTS subjects)
  string(REGEX REPLACE ":.*$" "" function "${subject}")
  if(function IN_LIST elsewhere)
    list(APPEND selectors "${subject}")
  elseif(NOT function IN_LIST selectors)
    list(APPEND selectors "${function}")
  endif()
endforeach()
message(STATUS "part ${PART}: ${selectors}")
if(DRY) # -DDRY=1: check the parts and print the selectors only
  return()
endif()

execute_process(COMMAND "${EXE}" ${selectors} RESULT_VARIABLE code)
if(NOT code EQUAL 0)
  message(FATAL_ERROR "${EXE} (part ${PART}) failed (${code})")
endif()
