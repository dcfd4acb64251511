// Shared by every template. The compiler prepends `#version 450`, the variant's defines (MAX_RANK, the
// family's own) and this file. Nothing here depends on a shape: sizes arrive as push constants.
//
// Specialization constants 0, 1, 2 are the workgroup size, chosen per dispatch by the kernel selector.
layout(local_size_x_id = 0, local_size_y_id = 1, local_size_z_id = 2) in;

// Grids wider than 65535 workgroups fold into y: the flat invocation index is recovered here.
uint flatInvocation() {
  return gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * gl_NumWorkGroups.x * gl_WorkGroupSize.x;
}
