/* embed.test: writes the program `edgec embed` linked in (mlp_pte.h) to stdout; fails if it is not 64-byte
   aligned. Plain C: the header is for C as well as C++. */
#include <stdint.h>
#include <stdio.h>

#include "mlp_pte.h"

int main(void) {
  if ((uintptr_t)my_model % 64 != 0)
    return 3;
  return fwrite(my_model, 1, my_model_size, stdout) != my_model_size;
}
