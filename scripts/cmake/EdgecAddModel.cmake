# edgec_add_model: compile a PyTorch model (its exported .mlir) when the app builds, and ship it with the app.
#
#   edgec_add_model(TARGET app MODEL model.mlir
#                   [NAME name]                    default: the model file's name without extension
#                   [TARGET_DEVICE vulkan|cpu]     edgec compile --target (default vulkan: the GPU where it
#                                                  can, the CPU kernels for the rest)
#                   [EMBED]                        link the program into the app instead of installing it beside
#                   [DESTINATION dir]              where `cmake --install` puts name.pte (default: bin)
#                   [OPTIONS option...])           more `edgec compile` options (--vulkan-device=..., ...)
#
# The program is compiled to <build>/edgec_models/name.pte, again whenever the .mlir or edgec changes. Without
# EMBED it is copied next to the app's binary when `all` builds and installed to DESTINATION; the app opens
# name.pte from its own directory. With EMBED the app gets a header `name_pte.h` declaring
#   extern const unsigned char edgec_model_name[];  extern const size_t edgec_model_name_size;
# (C linkage, 64-byte aligned) to pass to edge::Program::load.
function(edgec_add_model)
  cmake_parse_arguments(ARG "EMBED" "TARGET;MODEL;NAME;TARGET_DEVICE;DESTINATION" "OPTIONS" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "edgec_add_model: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_TARGET OR NOT TARGET "${ARG_TARGET}")
    message(FATAL_ERROR "edgec_add_model: TARGET must name a target of this project (got '${ARG_TARGET}')")
  endif()
  if(NOT TARGET edgec::edgec)
    message(FATAL_ERROR "edgec_add_model: this edgec package has the runtime only; set EDGEC_EXECUTABLE to the "
                        "host's edgec (of the same version)")
  endif()
  if(NOT ARG_MODEL)
    message(FATAL_ERROR "edgec_add_model: MODEL (the model's .mlir) is required")
  endif()
  get_filename_component(model "${ARG_MODEL}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
  if(NOT EXISTS "${model}")
    message(FATAL_ERROR "edgec_add_model: MODEL '${ARG_MODEL}' does not exist (${model})")
  endif()
  if(NOT ARG_NAME)
    get_filename_component(ARG_NAME "${model}" NAME_WE)
  endif()
  if(NOT ARG_NAME MATCHES "^[A-Za-z_][A-Za-z0-9_]*$")
    message(FATAL_ERROR "edgec_add_model: NAME '${ARG_NAME}' must be a C identifier (it names the program's "
                        "file and, with EMBED, its symbol)")
  endif()
  if(NOT ARG_TARGET_DEVICE)
    set(ARG_TARGET_DEVICE vulkan)
  elseif(NOT ARG_TARGET_DEVICE MATCHES "^(vulkan|cpu)$")
    message(FATAL_ERROR "edgec_add_model: TARGET_DEVICE must be vulkan or cpu (got '${ARG_TARGET_DEVICE}')")
  endif()
  if(NOT ARG_DESTINATION)
    set(ARG_DESTINATION bin)
  endif()

  get_property(selected TARGET ${ARG_TARGET} PROPERTY EDGEC_KERNELS_SELECTED)
  if(selected)
    message(FATAL_ERROR "edgec_add_model: ${ARG_TARGET}'s kernels were already selected (edgec_select_kernels): add "
                        "its models before that call, or this model's kernels would be left out")
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/edgec_models")
  set(pte "${dir}/${ARG_NAME}.pte")
  set_property(TARGET ${ARG_TARGET} APPEND PROPERTY EDGEC_PROGRAMS "${pte}") # for edgec_select_kernels
  add_custom_command(
    OUTPUT "${pte}"
    COMMAND ${CMAKE_COMMAND} -E make_directory "${dir}"
    COMMAND edgec::edgec compile "${model}" -o "${pte}" --target=${ARG_TARGET_DEVICE} ${ARG_OPTIONS}
    DEPENDS "${model}" "$<TARGET_FILE:edgec::edgec>"
    COMMENT "edgec: compiling ${ARG_MODEL} for ${ARG_TARGET_DEVICE} (${ARG_NAME}.pte)"
    VERBATIM)
  if(ARG_EMBED)
    set(source "${dir}/${ARG_NAME}_pte.cpp")
    set(header "${dir}/${ARG_NAME}_pte.h")
    add_custom_command(
      OUTPUT "${source}" "${header}"
      COMMAND edgec::edgec embed "${pte}" -o "${source}" --header "${header}" --symbol edgec_model_${ARG_NAME}
      DEPENDS "${pte}" "$<TARGET_FILE:edgec::edgec>"
      COMMENT "edgec: embedding ${ARG_NAME}.pte"
      VERBATIM)
    target_sources(${ARG_TARGET} PRIVATE "${source}" "${header}")
    target_include_directories(${ARG_TARGET} PRIVATE "${dir}")
  else()
    # Copied by a target of `all`, not by a POST_BUILD step: a model that changed while the app did not is
    # copied too.
    set(stamp "${dir}/${ARG_NAME}.pte.copied")
    add_custom_command(
      OUTPUT "${stamp}"
      COMMAND ${CMAKE_COMMAND} -E copy "${pte}" "$<TARGET_FILE_DIR:${ARG_TARGET}>/${ARG_NAME}.pte"
      COMMAND ${CMAKE_COMMAND} -E touch "${stamp}"
      DEPENDS "${pte}"
      COMMENT "edgec: ${ARG_NAME}.pte beside ${ARG_TARGET}"
      VERBATIM)
    add_custom_target(${ARG_TARGET}_edgec_model_${ARG_NAME} ALL DEPENDS "${stamp}")
    install(FILES "${pte}" DESTINATION "${ARG_DESTINATION}")
  endif()
endfunction()

# edgec_select_kernels: link only the CPU kernels the app's programs call (a selective build).
#
#   edgec_select_kernels(TARGET app
#                        [PROGRAMS program.pte...]   more programs the app loads (default: those edgec_add_model
#                                                    compiled for TARGET, which must come before this call)
#                        [KERNELS aten.name...])     more kernels to keep (the ATen names edgec inspect --kernels
#                                                    prints), for programs delivered later
#
# At build time, `edgec inspect --kernels` of each program lists what it calls; a source generated from that
# list defines the runtime's kernel table (edge::linkedKernels, edge/runtime/Kernels.h), so the library's
# full table is not linked, and --gc-sections drops the kernels nothing names. A program calling a kernel
# left out fails to load with "no CPU kernel 'aten....' in this runtime".
function(edgec_select_kernels)
  cmake_parse_arguments(ARG "" "TARGET" "PROGRAMS;KERNELS" ${ARGN})
  if(ARG_UNPARSED_ARGUMENTS)
    message(FATAL_ERROR "edgec_select_kernels: unknown arguments: ${ARG_UNPARSED_ARGUMENTS}")
  endif()
  if(NOT ARG_TARGET OR NOT TARGET "${ARG_TARGET}")
    message(FATAL_ERROR "edgec_select_kernels: TARGET must name a target of this project (got '${ARG_TARGET}')")
  endif()
  # The selection is an object of the final link: in a static library it would never be pulled in, and the
  # runtime's full table would be linked instead, silently.
  get_target_property(type ${ARG_TARGET} TYPE)
  if(NOT type MATCHES "^(EXECUTABLE|SHARED_LIBRARY|MODULE_LIBRARY)$")
    message(FATAL_ERROR "edgec_select_kernels: TARGET must be an executable or a shared library, the final link "
                        "(${ARG_TARGET} is a ${type})")
  endif()
  set_property(TARGET ${ARG_TARGET} PROPERTY EDGEC_KERNELS_SELECTED TRUE)
  get_property(programs TARGET ${ARG_TARGET} PROPERTY EDGEC_PROGRAMS)
  foreach(p IN LISTS ARG_PROGRAMS)
    get_filename_component(p "${p}" ABSOLUTE BASE_DIR "${CMAKE_CURRENT_SOURCE_DIR}")
    list(APPEND programs "${p}")
  endforeach()
  if(NOT programs AND NOT ARG_KERNELS)
    message(FATAL_ERROR "edgec_select_kernels: no programs (edgec_add_model first, or PROGRAMS) and no KERNELS")
  endif()
  if(NOT TARGET edgec::edgec)
    message(FATAL_ERROR "edgec_select_kernels: no edgec to inspect the programs with (set EDGEC_EXECUTABLE)")
  endif()
  set(dir "${CMAKE_CURRENT_BINARY_DIR}/edgec_models")
  set(source "${dir}/${ARG_TARGET}_kernels.cpp")
  set(selection "${dir}/${ARG_TARGET}_kernels.inc")
  add_custom_command(
    OUTPUT "${source}" "${selection}"
    COMMAND ${CMAKE_COMMAND} "-DEDGEC=$<TARGET_FILE:edgec::edgec>" "-DPROGRAMS=${programs}"
            "-DKERNELS=${ARG_KERNELS}" "-DKERNEL_LIST=${EDGEC_KERNEL_LIST}" "-DOUTPUT=${source}"
            "-DSELECTION=${selection}" -P "${EDGEC_SELECT_KERNELS_SCRIPT}"
    DEPENDS ${programs} "${EDGEC_KERNEL_LIST}" "${EDGEC_SELECT_KERNELS_SCRIPT}" "$<TARGET_FILE:edgec::edgec>"
    COMMENT "edgec: selecting the CPU kernels of ${ARG_TARGET}'s programs"
    VERBATIM)
  target_sources(${ARG_TARGET} PRIVATE "${source}")
  target_link_options(${ARG_TARGET} PRIVATE "LINKER:--gc-sections")
endfunction()
