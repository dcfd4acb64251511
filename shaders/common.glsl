// Shared by every template. The compiler prepends `#version 450`, the family's defines and this file.
// Grids wider than 65535 workgroups fold into y: the flat invocation index is recovered here.
layout(local_size_x = LOCAL_X, local_size_y = LOCAL_Y, local_size_z = 1) in;

uint flatInvocation() {
  return gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * LOCAL_X;
}
